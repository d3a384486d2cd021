import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { drawPrintCodes } from '../../../engine-core/print/printCodes';
import { renderTemplateHtml } from '../../../engine-core/print/renderTemplate';
import { papersToPdf } from './domToPdf';
import { pathPolygons } from './svgShapes';

/** 下载 PDF carries the barcode (filled bars) and the QR code (filled module runs) as vectors; text stays text. */

const cMapUrl = `${path.resolve('node_modules/pdfjs-dist/cmaps')}/`;

async function textOf(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({ data: bytes, cMapUrl, cMapPacked: true, useSystemFonts: false }).promise;
  const content = await (await doc.getPage(1)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join('');
}

test('a path of module runs reads as closed polygons, relative and absolute commands alike', () => {
  expect(pathPolygons('M4 4h3v1H4z M10,4 h1v1H10z')).toEqual([
    [
      [4, 4],
      [7, 4],
      [7, 5],
      [4, 5],
    ],
    [
      [10, 4],
      [11, 4],
      [11, 5],
      [10, 5],
    ],
  ]);
  expect(pathPolygons('m1 1l2 0L3 3V4Z')).toEqual([
    [
      [1, 1],
      [3, 1],
      [3, 3],
      [3, 4],
    ],
  ]);
});

describe('papersToPdf with codes', () => {
  const stubs: Array<() => void> = [];
  const stub = <T extends object, K extends keyof T>(target: T, key: K, value: T[K]) => {
    const had = Object.getOwnPropertyDescriptor(target, key);
    Object.defineProperty(target, key, { value, configurable: true, writable: true });
    stubs.push(() => (had ? Object.defineProperty(target, key, had) : delete target[key]));
  };
  afterEach(() => stubs.splice(0).forEach((undo) => undo()));

  test('the bars and modules are drawn as filled shapes and the text is extractable', async () => {
    const paper = document.createElement('div');
    paper.innerHTML = renderTemplateHtml(
      '<p>物资采购单 {code}</p><span data-print-barcode="code"></span><span data-print-qrcode="code"></span>',
      { printData: { code: 'PO-2026-001' } },
    );
    document.body.append(paper);
    await drawPrintCodes(paper);
    // jsdom lays nothing out: every box is 600 px wide, every SVG unit one px at the box's corner
    const box = { left: 0, top: 0, right: 600, bottom: 40, width: 600, height: 40, x: 0, y: 0 } as DOMRect;
    stub(Element.prototype, 'getBoundingClientRect', () => ({ ...box, toJSON: () => box }));
    stub(SVGElement.prototype as SVGGraphicsElement, 'getScreenCTM', () => new DOMMatrix([1, 0, 0, 1, 10, 100]));
    let i = 0;
    stub(Range.prototype, 'getBoundingClientRect', () => {
      i += 1;
      return { left: i * 8, right: i * 8 + 8, top: 10, bottom: 24, width: 8, height: 14 } as DOMRect;
    });
    const bytes = papersToPdf([paper], [210, 297]);
    const text = new TextDecoder().decode(bytes);
    const bars = paper.querySelectorAll('[data-print-barcode] svg rect').length;
    expect(bars).toBeGreaterThan(10);
    // the barcode's white background is the paper: one filled rectangle per dark bar
    expect((text.match(/ re f/g) ?? []).length).toBe(bars - 1);
    expect(text).toMatch(/0 g (-?[\d.]+ -?[\d.]+ m( -?[\d.]+ -?[\d.]+ l){3} h ?)+ f/);
    const pdfText = await textOf(bytes);
    expect(pdfText).toContain('物资采购单');
    expect(pdfText).toContain('PO-2026-001');
    paper.remove();
  });
});
