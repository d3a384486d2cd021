import * as XLSX from 'xlsx';
import { BizError } from '../../lib/envelope';
import { assertSafeZip } from './zipGuard';
import { MAX_CELL_TEXT, MAX_CELLS, MAX_COLUMNS, MAX_SHEETS, Msg } from './limits';

/**
 * Reading and writing spreadsheets with SheetJS (the 0.20 line, installed as `xlsx`). Reading: only real
 * xlsx (zip) and xls (OLE) files, the zip checked for bombs first, only the first sheet parsed, formulas never
 * evaluated (a formula cell gives its cached value), and the cells walked from the parsed data rather than
 * from the declared sheet range, which a forged file can make enormous. Writing: text is always a text cell
 * and no cell ever carries a formula, so `=HYPERLINK(…)` typed into a record stays text in Excel.
 */

export type CellValue = string | number | boolean | null;

export interface Merge {
  s: { r: number; c: number };
  e: { r: number; c: number };
}

export interface SheetData {
  rows: CellValue[][];
  merges: Merge[];
}

// eslint-disable-next-line no-control-regex -- the NUL character is exactly what this removes
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);

/** The kind of spreadsheet by its first bytes, whatever its name says. */
export function spreadsheetKind(bytes: Buffer): 'xlsx' | 'xls' | null {
  if (bytes.subarray(0, 4).equals(ZIP)) return 'xlsx';
  if (bytes.subarray(0, 8).equals(OLE)) return 'xls';
  return null;
}

function cellValue(cell: XLSX.CellObject | undefined): CellValue {
  if (!cell || cell.v === undefined || cell.v === null) return null;
  switch (cell.t) {
    case 'n':
      return typeof cell.v === 'number' && Number.isFinite(cell.v) ? cell.v : null;
    case 'b':
      return cell.v === true;
    case 's':
    case 'str' as XLSX.ExcelDataType: {
      // NUL and lone surrogates cannot be stored in PostgreSQL text; they are never meant
      const text = String(cell.v).replace(UNSTORABLE, '');
      return text.length > MAX_CELL_TEXT ? text.slice(0, MAX_CELL_TEXT) : text;
    }
    case 'd':
      return cell.v instanceof Date ? cell.v.getTime() : null;
    default:
      // error cells (#N/A…) and stubs hold no value
      return null;
  }
}

/** The first sheet's cells as rows of plain values, and its merged ranges. */
export function readFirstSheet(bytes: Buffer): SheetData {
  const kind = spreadsheetKind(bytes);
  if (!kind) throw new BizError(Msg.unreadable);
  if (kind === 'xlsx') assertSafeZip(bytes);
  let book: XLSX.WorkBook;
  try {
    book = XLSX.read(bytes, {
      type: 'buffer',
      dense: true,
      sheets: 0,
      cellFormula: false,
      cellHTML: false,
      cellText: false,
      cellStyles: false,
      cellNF: false,
      cellDates: false,
    });
  } catch {
    throw new BizError(Msg.unreadable);
  }
  if (book.SheetNames.length === 0) throw new BizError(Msg.unreadable);
  if (book.SheetNames.length > MAX_SHEETS) throw new BizError(Msg.tooManySheets);
  const sheet = book.Sheets[book.SheetNames[0]!];
  const data = (sheet?.['!data'] ?? []) as (XLSX.CellObject[] | undefined)[];
  if (!Array.isArray(data)) throw new BizError(Msg.unreadable);
  let cells = 0;
  const rows: CellValue[][] = [];
  for (let r = 0; r < data.length; r++) {
    const source = data[r];
    const row: CellValue[] = [];
    if (Array.isArray(source)) {
      if (source.length > MAX_COLUMNS) throw new BizError(Msg.tooManyCells);
      cells += source.length;
      if (cells > MAX_CELLS) throw new BizError(Msg.tooManyCells);
      for (let c = 0; c < source.length; c++) row.push(cellValue(source[c]));
    }
    rows.push(row);
  }
  const merges = ((sheet?.['!merges'] ?? []) as Merge[]).filter(
    (m) => m.s.r >= 0 && m.e.r - m.s.r < 10 && m.s.c >= 0 && m.e.c < MAX_COLUMNS,
  );
  return { rows, merges };
}

export interface SheetOut {
  name: string;
  rows: CellValue[][];
  merges?: Merge[];
  /** column widths in characters */
  widths?: number[];
}

/** A text cell, never a formula: whatever the text begins with (=, +, -, @), Excel shows it as typed. */
function cellOf(value: CellValue): XLSX.CellObject | undefined {
  if (value === null || value === '') return undefined;
  if (typeof value === 'number' && Number.isFinite(value)) return { t: 'n', v: value };
  if (typeof value === 'boolean') return { t: 'b', v: value };
  return { t: 's', v: String(value) };
}

/** An xlsx holding one sheet. */
export function writeWorkbook(out: SheetOut): Buffer {
  const sheet: XLSX.WorkSheet = {};
  let width = 1;
  out.rows.forEach((row, r) => {
    width = Math.max(width, row.length);
    row.forEach((value, c) => {
      const cell = cellOf(value);
      if (cell) sheet[XLSX.utils.encode_cell({ r, c })] = cell;
    });
  });
  sheet['!ref'] = XLSX.utils.encode_range({
    s: { r: 0, c: 0 },
    e: { r: Math.max(0, out.rows.length - 1), c: width - 1 },
  });
  if (out.merges?.length) sheet['!merges'] = out.merges;
  if (out.widths) sheet['!cols'] = out.widths.map((wch) => ({ wch }));
  const book = XLSX.utils.book_new();
  // sheet names: at most 31 characters, none of : \ / ? * [ ]
  XLSX.utils.book_append_sheet(book, sheet, out.name.replace(/[:\\/?*[\]]/g, '').slice(0, 31) || 'Sheet1');
  return XLSX.write(book, { type: 'buffer', bookType: 'xlsx', compression: true }) as Buffer;
}

/** Excel's serial day number (1900 system) as the local date and time it shows. */
export function serialToLocalMs(serial: number): number | null {
  const parsed = XLSX.SSF.parse_date_code(serial);
  if (!parsed) return null;
  return new Date(parsed.y, parsed.m - 1, parsed.d, parsed.H, parsed.M, Math.round(parsed.S)).getTime();
}
