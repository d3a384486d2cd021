import { pageRule, type PrintPage } from '../../engine-core/print/template';

/**
 * 打印: the browser's print of the preview's papers alone. They are copied into a hidden iframe whose @page rule
 * carries the template's paper and margins, with a page break between records; the rest of the app is not
 * printed. The iframe goes once the print dialog returns.
 */
export function printPapers(papers: HTMLElement[], page: PrintPage, title: string): void {
  const frame = document.createElement('iframe');
  frame.setAttribute('aria-hidden', 'true');
  frame.style.cssText = 'position:fixed;right:0;bottom:0;width:0;height:0;border:0;visibility:hidden';
  document.body.append(frame);
  const doc = frame.contentDocument!;
  doc.title = title;
  const style = doc.createElement('style');
  style.textContent = `${pageRule(page)}
    body { margin: 0; font-family: "SimSun", "Songti SC", serif; color: #000; }
    .print-paper { page-break-after: always; break-after: page; }
    .print-paper:last-child { page-break-after: auto; break-after: auto; }`;
  doc.head.append(style);
  for (const paper of papers) {
    const copy = doc.createElement('div');
    copy.className = 'print-paper';
    // the papers hold only sanitised markup (renderTemplate.ts), copied node by node
    copy.append(...[...paper.childNodes].map((n) => doc.importNode(n, true)));
    doc.body.append(copy);
  }
  const win = frame.contentWindow!;
  const done = () => frame.remove();
  win.addEventListener('afterprint', done);
  win.focus();
  win.print();
  // browsers whose print() returns at once without afterprint
  setTimeout(done, 60_000);
}
