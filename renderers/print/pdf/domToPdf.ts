import { buildPdf, lineOp, polygonsOp, rectOp, textOp, type PdfPage } from './pdfWriter';
import { svgShapes } from './svgShapes';

/**
 * The preview's papers as a PDF with real text (loaded on the first 下载 PDF): every text line is set where
 * the browser laid it out, every visible border drawn as a line. A paper taller than its page continues on
 * the next PDF page. Barcodes and QR codes (SVG) are drawn as filled vector shapes; images are not carried over
 * (docs/print-templates.md).
 */

const PT_PER_MM = 72 / 25.4;

interface Sheet {
  pages: PdfPage[];
  /** px → pt */
  scale: number;
  /** the page height in px */
  pagePx: number;
  origin: DOMRect;
  widthPt: number;
  heightPt: number;
}

function pageAt(sheet: Sheet, top: number): { page: PdfPage; offset: number } {
  const index = Math.max(0, Math.floor((top - sheet.origin.top) / sheet.pagePx));
  while (sheet.pages.length <= index) sheet.pages.push({ width: sheet.widthPt, height: sheet.heightPt, ops: [] });
  return { page: sheet.pages[index], offset: sheet.origin.top + index * sheet.pagePx };
}

function greyOf(color: string): number {
  const [r, g, b] = (color.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).map(Number);
  return Math.min(1, (0.299 * r + 0.587 * g + 0.114 * b) / 255);
}

function drawBorders(sheet: Sheet, el: Element): void {
  const style = getComputedStyle(el);
  const rect = el.getBoundingClientRect();
  const sides = [
    ['Top', rect.left, rect.top, rect.right, rect.top],
    ['Bottom', rect.left, rect.bottom, rect.right, rect.bottom],
    ['Left', rect.left, rect.top, rect.left, rect.bottom],
    ['Right', rect.right, rect.top, rect.right, rect.bottom],
  ] as const;
  for (const [side, x1, y1, x2, y2] of sides) {
    const width = parseFloat(style.getPropertyValue(`border-${side.toLowerCase()}-width`));
    const kind = style.getPropertyValue(`border-${side.toLowerCase()}-style`);
    if (!width || kind === 'none' || kind === 'hidden') continue;
    const { page, offset } = pageAt(sheet, Math.min(y1, y2));
    const s = sheet.scale;
    const grey = greyOf(style.getPropertyValue(`border-${side.toLowerCase()}-color`));
    const left = sheet.origin.left;
    lineOp(
      page,
      (x1 - left) * s,
      (y1 - offset) * s,
      (x2 - left) * s,
      (y2 - offset) * s,
      Math.max(0.3, width * s),
      grey,
    );
  }
}

/** The codes' SVGs as vector shapes on the page where each code starts. */
function drawCodes(sheet: Sheet, paper: HTMLElement): void {
  for (const svg of paper.querySelectorAll('svg')) {
    const box = svg.getBoundingClientRect();
    if (!box.width || !box.height) continue;
    const { page, offset } = pageAt(sheet, box.top);
    const s = sheet.scale;
    const shapes = svgShapes(svg, ([x, y]) => [(x - sheet.origin.left) * s, (y - offset) * s]);
    for (const shape of shapes) {
      if (shape.rect) rectOp(page, shape.rect.x, shape.rect.y, shape.rect.width, shape.rect.height, shape.grey);
      if (shape.polygons) polygonsOp(page, shape.polygons, shape.grey);
    }
  }
}

interface Run {
  text: string;
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function flush(sheet: Sheet, run: Run | null, fontPx: number): void {
  if (!run || !run.text.trim()) return;
  const { page, offset } = pageAt(sheet, run.top);
  const s = sheet.scale;
  // the glyphs sit centred in the character box; the baseline is 0.12 em above the glyphs' bottom
  const baseline = run.bottom - (run.bottom - run.top - fontPx) / 2 - 0.12 * fontPx;
  textOp(
    page,
    run.text.trimEnd(),
    (run.left - sheet.origin.left) * s,
    (baseline - offset) * s,
    fontPx * s,
    (run.right - run.left) * s,
  );
}

/** One text node split into its laid-out lines, by the position of each character. */
function drawText(sheet: Sheet, node: Text): void {
  const parent = node.parentElement;
  const text = node.nodeValue ?? '';
  if (!parent || !text.trim()) return;
  const style = getComputedStyle(parent);
  if (style.visibility === 'hidden' || style.display === 'none') return;
  const fontPx = parseFloat(style.fontSize) || 14;
  const range = document.createRange();
  let run: Run | null = null;
  for (let i = 0; i < text.length; i += 1) {
    range.setStart(node, i);
    range.setEnd(node, i + 1);
    const r = range.getBoundingClientRect();
    if (r.width === 0 && r.height === 0) continue;
    if (run && Math.abs(r.top - run.top) < fontPx / 2 && r.left >= run.left) {
      run.text += text[i];
      run.right = r.right;
      continue;
    }
    flush(sheet, run, fontPx);
    run = { text: text[i], left: r.left, right: r.right, top: r.top, bottom: r.bottom };
  }
  flush(sheet, run, fontPx);
}

/** `papers`: one element per record, each as wide as its page; `page`: its size in mm. */
export function papersToPdf(papers: HTMLElement[], pageMm: [number, number]): Uint8Array {
  const pages: PdfPage[] = [];
  const [widthPt, heightPt] = [pageMm[0] * PT_PER_MM, pageMm[1] * PT_PER_MM];
  for (const paper of papers) {
    const origin = paper.getBoundingClientRect();
    const scale = widthPt / origin.width;
    const sheet: Sheet = { pages: [], scale, pagePx: heightPt / scale, origin, widthPt, heightPt };
    pageAt(sheet, origin.top);
    for (const el of paper.querySelectorAll('*')) drawBorders(sheet, el);
    drawCodes(sheet, paper);
    const walker = document.createTreeWalker(paper, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) drawText(sheet, n as Text);
    pages.push(...sheet.pages);
  }
  return buildPdf(pages);
}

/** Saves the bytes as a file through a temporary link. */
export function downloadPdf(bytes: Uint8Array, fileName: string): void {
  const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName.endsWith('.pdf') ? fileName : `${fileName}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
