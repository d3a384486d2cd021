/**
 * A print template's body (docs/print-templates.md): either plain HTML (A4 portrait, 10 mm margins) or JSON
 * `{html, page: {size, orientation, margin: [top, right, bottom, left] mm}, modelId?}` as the designer saves it.
 * A `custom` size carries its own `width` and `height` in mm.
 */

export interface PrintPage {
  /** a CSS @page size keyword (A4, A5, A3, B5, letter, legal) or `custom` */
  size: string;
  orientation: 'portrait' | 'landscape';
  /** mm: top, right, bottom, left */
  margin: [number, number, number, number];
  /** mm, only for `custom` (portrait width and height, before orientation) */
  width?: number;
  height?: number;
}

export interface PrintTemplateBody {
  html: string;
  page: PrintPage;
  /** the form model whose fields the designer offers (the designer keeps it; printing ignores it) */
  modelId?: string;
}

export const DEFAULT_PAGE: PrintPage = { size: 'A4', orientation: 'portrait', margin: [10, 10, 10, 10] };
export const PAGE_SIZES: Record<string, [number, number]> = {
  A3: [297, 420],
  A4: [210, 297],
  A5: [148, 210],
  B5: [176, 250],
  letter: [216, 279],
  legal: [216, 356],
};

const within = (value: unknown, min: number, max: number): number | undefined => {
  const n = Number(value);
  return value !== null && value !== '' && Number.isFinite(n) && n >= min && n <= max ? n : undefined;
};

/** Page width and height in mm, after orientation. */
export function pageMillimetres(page: PrintPage): [number, number] {
  const custom = page.size === 'custom' && page.width && page.height ? ([page.width, page.height] as const) : null;
  const [w, h] = custom ?? PAGE_SIZES[page.size] ?? PAGE_SIZES.A4;
  return page.orientation === 'landscape' ? [h, w] : [w, h];
}

function margins(value: unknown): PrintPage['margin'] {
  const list = Array.isArray(value) ? value.map((v) => within(v, 0, 100)) : [];
  if (list.length !== 4 || list.some((n) => n === undefined)) return DEFAULT_PAGE.margin;
  return list as PrintPage['margin'];
}

/** The page settings of a parsed body: unknown sizes and out-of-range margins fall back to the defaults. */
export function parsePage(page: Partial<Record<keyof PrintPage, unknown>>): PrintPage {
  const orientation = page.orientation === 'landscape' ? 'landscape' : 'portrait';
  const width = within(page.width, 20, 2000);
  const height = within(page.height, 20, 2000);
  if (page.size === 'custom' && width && height) {
    return { size: 'custom', orientation, margin: margins(page.margin), width, height };
  }
  const size = typeof page.size === 'string' && page.size in PAGE_SIZES ? page.size : DEFAULT_PAGE.size;
  return { size, orientation, margin: margins(page.margin) };
}

export function parseTemplateBody(text: string): PrintTemplateBody {
  const trimmed = (text ?? '').trim();
  if (!trimmed.startsWith('{')) return { html: trimmed, page: DEFAULT_PAGE };
  try {
    const parsed = JSON.parse(trimmed) as { html?: unknown; page?: Record<string, unknown>; modelId?: unknown };
    const body: PrintTemplateBody = {
      html: typeof parsed.html === 'string' ? parsed.html : '',
      page: parsePage(parsed.page ?? {}),
    };
    if (typeof parsed.modelId === 'string' && parsed.modelId) body.modelId = parsed.modelId;
    return body;
  } catch {
    // not JSON after all: a template whose HTML starts with a brace
    return { html: trimmed, page: DEFAULT_PAGE };
  }
}

/** The body as the designer saves it: JSON with the page settings and, when chosen, the model. */
export function stringifyTemplateBody(body: PrintTemplateBody): string {
  const { size, orientation, margin, width, height } = body.page;
  const page = size === 'custom' ? { size, orientation, margin, width, height } : { size, orientation, margin };
  return JSON.stringify(body.modelId ? { modelId: body.modelId, page, html: body.html } : { page, html: body.html });
}

/** The @page rule that gives the browser's print the template's paper and margins. */
export function pageRule(page: PrintPage): string {
  const [top, right, bottom, left] = page.margin;
  const [width, height] = pageMillimetres(page);
  const size = page.size === 'custom' ? `${width}mm ${height}mm` : `${page.size} ${page.orientation}`;
  return `@page { size: ${size}; margin: ${top}mm ${right}mm ${bottom}mm ${left}mm; }`;
}
