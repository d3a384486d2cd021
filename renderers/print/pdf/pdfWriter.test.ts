import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { buildPdf, lineOp, textOp, type PdfPage } from './pdfWriter';

/** The PDF keeps its text: a reader extracts the Chinese and Latin characters that were written. */

const cMapUrl = `${path.resolve('node_modules/pdfjs-dist/cmaps')}/`;

async function textOf(bytes: Uint8Array): Promise<string[]> {
  const doc = await getDocument({ data: bytes, cMapUrl, cMapPacked: true, useSystemFonts: false }).promise;
  const out: string[] = [];
  for (let i = 1; i <= doc.numPages; i += 1) {
    const content = await (await doc.getPage(i)).getTextContent();
    out.push(content.items.map((item) => ('str' in item ? item.str : '')).join(''));
  }
  return out;
}

test('two pages of text and lines read back as the same characters', async () => {
  const page = (): PdfPage => ({ width: 595.28, height: 841.89, ops: [] });
  const one = page();
  textOp(one, '物资采购单', 40, 60, 18, 90);
  textOp(one, 'HW-001 会议胸牌 300', 40, 90, 10, 100);
  lineOp(one, 40, 95, 300, 95, 0.5);
  const two = page();
  textOp(two, '华文印务 8713', 40, 60, 10, 60);
  const bytes = buildPdf([one, two]);
  expect(new TextDecoder().decode(bytes.slice(0, 8))).toBe('%PDF-1.4');
  const pages = await textOf(bytes);
  expect(pages.length).toBe(2);
  expect(pages[0]).toContain('物资采购单');
  expect(pages[0]).toContain('HW-001 会议胸牌 300');
  expect(pages[1]).toContain('华文印务 8713');
});
