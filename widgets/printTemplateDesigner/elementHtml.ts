/**
 * The designer's three kinds of element as template HTML (docs/print-templates.md): a field chip holding the
 * placeholder text `{field}`, a barcode / QR code span, and a child-table loop block (a table whose body row
 * carries `data-print-loop`). The `data-w-e-*` attributes let the editor parse them back into the same
 * elements, so a template written here opens again as chips and blocks.
 */

export interface PrintField {
  /** `title`, `items.goodsName`, `systemPrinter` */
  id: string;
  fullName: string;
}

export type CodeKind = 'barcode' | 'qrcode';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => ENTITIES[c]);

/** A field reference a placeholder can hold (the syntax renderTemplate fills). */
export const isFieldRef = (id: string) => /^[A-Za-z_$][\w$]*(\.[A-Za-z_$][\w$]*)?$/.test(id);

export function fieldChipHtml(field: PrintField): string {
  const id = escapeHtml(field.id);
  return `<span data-w-e-type="print-field" data-w-e-is-void data-w-e-is-inline data-print-field="${id}" data-label="${escapeHtml(field.fullName)}">{${id}}</span>`;
}

export function codeHtml(kind: CodeKind, field: PrintField): string {
  return `<span data-w-e-type="print-code" data-w-e-is-void data-w-e-is-inline data-print-${kind}="${escapeHtml(field.id)}" data-label="${escapeHtml(field.fullName)}"></span>`;
}

const CELL = 'border:1px solid #333;padding:4px 6px';
const CHIP =
  'display:inline-block;padding:0 6px;border-radius:4px;background:#e6f4ff;font-size:12px;white-space:nowrap';

/** The loop's table: a header row of the column names and one row of their placeholders, repeated per child row. */
export function loopTableHtml(table: string, columns: PrintField[], inEditor = false): string {
  const heads = columns.map((c) => `<th style="${CELL}">${escapeHtml(c.fullName)}</th>`).join('');
  // in the editor the repeated row shows the columns as chips, as the palette's fields look
  const cell = (c: PrintField) =>
    inEditor ? `<span style="${CHIP}">${escapeHtml(c.fullName)}</span>` : `{${escapeHtml(c.id)}}`;
  const cells = columns.map((c) => `<td style="${CELL}">${cell(c)}</td>`).join('');
  return (
    '<table style="width:100%;border-collapse:collapse;margin:6px 0">' +
    `<thead><tr>${heads}</tr></thead>` +
    `<tbody><tr data-print-loop="${escapeHtml(table)}">${cells}</tr></tbody></table>`
  );
}

export function loopBlockHtml(table: string, columns: PrintField[]): string {
  const encoded = escapeHtml(encodeURIComponent(JSON.stringify(columns)));
  return `<div data-w-e-type="print-loop" data-w-e-is-void data-table="${escapeHtml(table)}" data-columns="${encoded}">${loopTableHtml(table, columns)}</div>`;
}

/** The columns a stored loop block lists; a damaged attribute gives none. */
export function parseColumns(attribute: string | null): PrintField[] {
  try {
    const list = JSON.parse(decodeURIComponent(attribute ?? '')) as unknown;
    if (!Array.isArray(list)) return [];
    return list
      .filter((c): c is PrintField => Boolean(c) && typeof c.id === 'string' && typeof c.fullName === 'string')
      .filter((c) => isFieldRef(c.id));
  } catch {
    return [];
  }
}
