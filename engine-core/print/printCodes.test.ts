import { drawPrintCodes } from './printCodes';
import { renderTemplateHtml } from './renderTemplate';

/** Barcodes and QR codes of a field, drawn with the widgets' generators. */

test('a barcode and a QR code of fields, per child row too; an empty value draws nothing', async () => {
  const root = document.createElement('div');
  root.innerHTML = renderTemplateHtml(
    '<span id="bar" data-print-barcode="code"></span><span id="qr" data-print-qrcode="title"></span><span id="none" data-print-qrcode="missing"></span><table><tr data-print-loop="items"><td data-print-barcode="items.goodsCode"></td></tr></table>',
    {
      printData: {
        code: 'PO-2026-001',
        title: '物资采购单',
        items: [{ goodsCode: 'HW-001' }, { goodsCode: 'HW-002' }],
      },
    },
  );
  document.body.append(root);
  await drawPrintCodes(root);
  const bar = root.querySelector('#bar svg')!;
  expect(bar.querySelectorAll('rect').length).toBeGreaterThan(10);
  expect(root.querySelector('#bar')!.textContent).toBe('PO-2026-001');
  expect(root.querySelector('#qr svg path')).not.toBeNull();
  expect(root.querySelector('#none')!.children.length).toBe(0);
  expect(root.querySelectorAll('td svg').length).toBe(2);
  const rows = [...root.querySelectorAll('td')].map((td) => td.textContent);
  expect(rows).toEqual(['HW-001', 'HW-002']);
  root.remove();
});
