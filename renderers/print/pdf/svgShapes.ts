/**
 * The shapes of the codes a print draws (printCodes: jsbarcode's `<rect>` bars, qrcode.react's `<path>` runs
 * of modules) as filled vector shapes in page coordinates, so the PDF carries the barcode and QR code as
 * vectors rather than dropping them. Coordinates go through each element's screen matrix (viewBox, size and
 * transforms included) and then `toPage` (client px → page pt). Only M, L, H, V and Z path commands are read:
 * the codes use nothing else.
 */

export type Point = [number, number];
export interface Shape {
  /** fill grey level, 0 black … 1 white */
  grey: number;
  rect?: { x: number; y: number; width: number; height: number };
  polygons?: Point[][];
}

type Matrix = Pick<DOMMatrix, 'a' | 'b' | 'c' | 'd' | 'e' | 'f'>;

const apply = (m: Matrix, x: number, y: number): Point => [m.a * x + m.c * y + m.e, m.b * x + m.d * y + m.f];

/** The subpaths of a path's `d` as lists of points (absolute and relative M, L, H, V; Z closes). */
export function pathPolygons(d: string): Point[][] {
  const tokens = d.match(/[MLHVZmlhvz]|-?\d*\.?\d+(?:e-?\d+)?/g) ?? [];
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let [x, y] = [0, 0];
  let command = '';
  const num = () => Number(tokens.shift());
  while (tokens.length) {
    if (/^[A-Za-z]$/.test(tokens[0] ?? '')) command = tokens.shift()!;
    const rel = command === command.toLowerCase();
    switch (command.toUpperCase()) {
      case 'M':
        if (current.length) polygons.push(current);
        [x, y] = rel ? [x + num(), y + num()] : [num(), num()];
        current = [[x, y]];
        command = rel ? 'l' : 'L';
        continue;
      case 'L':
        [x, y] = rel ? [x + num(), y + num()] : [num(), num()];
        break;
      case 'H':
        x = rel ? x + num() : num();
        break;
      case 'V':
        y = rel ? y + num() : num();
        break;
      case 'Z':
        if (current.length) {
          polygons.push(current);
          [x, y] = current[0];
        }
        current = [];
        continue;
      default:
        // a command the codes never use: stop rather than draw something wrong
        return polygons;
    }
    current.push([x, y]);
  }
  if (current.length) polygons.push(current);
  return polygons;
}

function greyOfFill(fill: string): number | null {
  if (!fill || fill === 'none' || fill.startsWith('url(')) return null;
  const hex = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(fill.trim());
  const rgb = hex
    ? (hex[1].length === 3 ? [...hex[1]].map((c) => c + c) : hex[1].match(/../g)!).map((h) => parseInt(h, 16))
    : (fill.match(/\d+(\.\d+)?/g) ?? ['0', '0', '0']).slice(0, 3).map(Number);
  const [r, g, b] = rgb;
  return Math.min(1, (0.299 * r + 0.587 * g + 0.114 * b) / 255);
}

/** The fill written on the element or its nearest ancestor in the SVG, else as computed, else SVG's black. */
function fillOf(el: SVGElement, computed: string): string {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const own = (node as SVGElement).style?.fill || node.getAttribute('fill');
    if (own) return own;
    if (node.tagName.toLowerCase() === 'svg') break;
  }
  return computed || '#000';
}

/** The dark shapes of one `<svg>` (white backgrounds are the paper's own colour and left out). */
export function svgShapes(svg: SVGSVGElement, toPage: (p: Point) => Point): Shape[] {
  const shapes: Shape[] = [];
  for (const el of svg.querySelectorAll<SVGGraphicsElement>('rect, path')) {
    const matrix = el.getScreenCTM?.();
    const style = getComputedStyle(el);
    if (!matrix || style.display === 'none' || style.visibility === 'hidden') continue;
    const grey = greyOfFill(fillOf(el, style.fill));
    if (grey === null || grey > 0.95) continue;
    const map = (px: number, py: number) => toPage(apply(matrix, px, py));
    if (el.tagName.toLowerCase() === 'rect') {
      const [x, y, w, h] = ['x', 'y', 'width', 'height'].map((a) => parseFloat(el.getAttribute(a) ?? '') || 0);
      const [x0, y0] = map(x, y);
      const [x1, y1] = map(x + w, y + h);
      const rect = { x: Math.min(x0, x1), y: Math.min(y0, y1), width: Math.abs(x1 - x0), height: Math.abs(y1 - y0) };
      if (rect.width > 0 && rect.height > 0) shapes.push({ grey, rect });
      continue;
    }
    const polygons = pathPolygons(el.getAttribute('d') ?? '').map((points) => points.map(([px, py]) => map(px, py)));
    if (polygons.length) shapes.push({ grey, polygons });
  }
  return shapes;
}
