import { printPapers } from './printFrame';

/** 打印 prints the papers alone: a hidden frame with the template's @page rule and a page break per record. */

test('the frame holds the papers, the @page rule of the template and page breaks; print is called on it', () => {
  const papers = ['采购一', '采购二'].map((title) => {
    const body = document.createElement('div');
    body.innerHTML = `<h2>${title}</h2>`;
    return body;
  });
  const printed: Window[] = [];
  const original = Object.getOwnPropertyDescriptor(HTMLIFrameElement.prototype, 'contentWindow')!;
  vi.spyOn(HTMLIFrameElement.prototype, 'contentWindow', 'get').mockImplementation(function (this: HTMLIFrameElement) {
    const win = original.get!.call(this) as Window;
    win.print = () => printed.push(win);
    return win;
  });
  printPapers(papers, { size: 'A5', orientation: 'landscape', margin: [5, 6, 7, 8] }, '物资采购单');
  const frame = document.querySelector('iframe')!;
  const doc = frame.contentDocument!;
  expect(printed.length).toBe(1);
  expect(doc.title).toBe('物资采购单');
  expect(doc.querySelector('style')!.textContent).toContain('@page { size: A5 landscape; margin: 5mm 6mm 7mm 8mm; }');
  expect([...doc.querySelectorAll('.print-paper h2')].map((h) => h.textContent)).toEqual(['采购一', '采购二']);
  expect(doc.querySelector('style')!.textContent).toContain('break-after: page');
  // the app's own page is not in the frame
  expect(doc.body.children.length).toBe(2);
  frame.contentWindow!.dispatchEvent(new Event('afterprint'));
  expect(document.querySelector('iframe')).toBeNull();
  vi.restoreAllMocks();
});
