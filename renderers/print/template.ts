/**
 * A print template's body (docs/print-templates.md): either plain HTML (A4 portrait, 10 mm margins) or JSON
 * `{html, page: {size, orientation, margin: [top, right, bottom, left] mm}}` as the designer saves it.
 */

export interface PrintPage {
  /** a CSS @page size keyword (A4, A5, A3, B5, letter) */
  size: string;
  orientation: 'portrait' | 'landscape';
  /** mm: top, right, bottom, left */
  margin: [number, number, number, number];
}

export interface PrintTemplateBody {
  html: string;
  page: PrintPage;
}

export const DEFAULT_PAGE: PrintPage = { size: 'A4', orientation: 'portrait', margin: [10, 10, 10, 10] };
const SIZES = new Set(['A3', 'A4', 'A5', 'B5', 'letter', 'legal']);

/** Page width and height in mm, after orientation. */
export function pageMillimetres(page: PrintPage): [number, number] {
  const sizes: Record<string, [number, number]> = {
    A3: [297, 420],
    A4: [210, 297],
    A5: [148, 210],
    B5: [176, 250],
    letter: [216, 279],
    legal: [216, 356],
  };
  const [w, h] = sizes[page.size] ?? sizes.A4;
  return page.orientation === 'landscape' ? [h, w] : [w, h];
}

function margins(value: unknown): PrintPage['margin'] {
  const list = Array.isArray(value) ? value.map(Number) : [];
  if (list.length !== 4 || list.some((n) => !Number.isFinite(n) || n < 0 || n > 100)) return DEFAULT_PAGE.margin;
  return list as PrintPage['margin'];
}

export function parseTemplateBody(text: string): PrintTemplateBody {
  const trimmed = (text ?? '').trim();
  if (!trimmed.startsWith('{')) return { html: trimmed, page: DEFAULT_PAGE };
  try {
    const parsed = JSON.parse(trimmed) as { html?: unknown; page?: Partial<Record<keyof PrintPage, unknown>> };
    const page = parsed.page ?? {};
    return {
      html: typeof parsed.html === 'string' ? parsed.html : '',
      page: {
        size: typeof page.size === 'string' && SIZES.has(page.size) ? page.size : DEFAULT_PAGE.size,
        orientation: page.orientation === 'landscape' ? 'landscape' : 'portrait',
        margin: margins(page.margin),
      },
    };
  } catch {
    // not JSON after all: a template whose HTML starts with a brace
    return { html: trimmed, page: DEFAULT_PAGE };
  }
}

/** The @page rule that gives the browser's print the template's paper and margins. */
export function pageRule(page: PrintPage): string {
  const [top, right, bottom, left] = page.margin;
  return `@page { size: ${page.size} ${page.orientation}; margin: ${top}mm ${right}mm ${bottom}mm ${left}mm; }`;
}
