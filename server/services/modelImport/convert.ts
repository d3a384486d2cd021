import { isEmptyValue, type FormField } from '../formModel';
import { formatInstant } from '../onlineDisplay';
import { isMultiple, pieces, trimmed, type Converted } from './cells';
import type { Lookups } from './lookups';
import { NAMED_KEYS, namedToCell, namedToValue } from './named';
import { findOption, findPath, optionKeys, type OptionLookup } from './options';
import { RANGE_KEYS, rangeToCell, rangeToValue } from './ranges';
import { serialToLocalMs } from './workbook';

/**
 * A spreadsheet cell ↔ a widget value. Import: labels become option values, dates epoch milliseconds (server
 * time, as the records store them), numbers numbers; a value that is already of the widget's type is kept, so
 * rows edited in the preview and sent back convert to themselves. Export: the reverse, so an exported file
 * imports again. A cell that cannot be converted is kept as typed and reported with the reason. Fields that
 * name people, organisations, areas or other records go through named.ts, ranges through ranges.ts.
 */

export type { Converted } from './cells';

const TEXT_KEYS = new Set(['input', 'textarea', 'editor', 'colorPicker']);
const NUMBER_KEYS = new Set(['inputNumber', 'rate', 'slider']);

function toNumber(field: FormField, cell: unknown): Converted {
  const n = typeof cell === 'number' ? cell : typeof cell === 'string' && cell.trim() !== '' ? Number(cell) : NaN;
  return Number.isFinite(n) ? { value: n } : { value: cell, problem: `${field.label}应为数字` };
}

/**
 * Above this a number is epoch milliseconds, not an Excel serial day: the last serial Excel has is
 * 2958465 (9999-12-31). Dates of 1969–1970 are epoch ms below 1e10, and the preview gives them as such.
 */
const LAST_EXCEL_SERIAL = 2958466;

const DATE = /^(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T](\d{1,2}):(\d{1,2})(?::(\d{1,2}))?)?$/;

function toDate(field: FormField, cell: unknown): Converted {
  if (typeof cell === 'number') {
    // epoch milliseconds (a value already converted) or an Excel serial day
    if (Math.abs(cell) >= LAST_EXCEL_SERIAL) return { value: Math.trunc(cell) };
    const ms = cell > 0 ? serialToLocalMs(cell) : null;
    if (ms !== null) return { value: ms };
  }
  if (typeof cell === 'string') {
    const text = cell.trim();
    if (/^-?\d{11,}$/.test(text)) return { value: Number(text) };
    const m = DATE.exec(text);
    if (m) {
      const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((x) => x ?? '0');
      const date = new Date(+y!, +mo! - 1, +d!, +h, +mi, +s);
      if (date.getMonth() === +mo! - 1 && date.getDate() === +d!) return { value: date.getTime() };
    }
  }
  return { value: cell, problem: `${field.label}日期格式不正确` };
}

function toTime(field: FormField, cell: unknown): Converted {
  if (typeof cell === 'number' && cell >= 0 && cell < 1) {
    const seconds = Math.round(cell * 86400);
    const pad = (n: number) => String(n).padStart(2, '0');
    return { value: `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}` };
  }
  const m = typeof cell === 'string' ? /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/.exec(cell.trim()) : null;
  if (m && +m[1]! < 24 && +m[2]! < 60 && +(m[3] ?? 0) < 60) {
    const format = typeof field.node.format === 'string' ? field.node.format : 'HH:mm:ss';
    const hhmm = `${m[1]!.padStart(2, '0')}:${m[2]}`;
    return { value: format === 'HH:mm' ? hhmm : `${hhmm}:${m[3] ?? '00'}` };
  }
  return { value: cell, problem: `${field.label}时间格式不正确` };
}

function toSwitch(field: FormField, cell: unknown): Converted {
  const node = field.node;
  const on = node.activeValue ?? 1;
  const off = node.inactiveValue ?? 0;
  const text = String(trimmed(cell));
  if (text === String(on) || [String(node.activeTxt ?? '开'), '是', 'true', 'TRUE'].includes(text))
    return { value: on };
  if (text === String(off) || [String(node.inactiveTxt ?? '关'), '否', 'false', 'FALSE'].includes(text)) {
    return { value: off };
  }
  return { value: cell, problem: `${field.label}的值“${text}”不正确` };
}

async function toOptions(field: FormField, cell: unknown, row: Record<string, unknown>, lookup: OptionLookup) {
  const keys = optionKeys(field.node);
  const options = await lookup(field, row);
  const missing = (text: unknown): Converted => ({ value: cell, problem: `${field.label}的值“${String(text)}”不存在` });
  if (field.jnpfKey === 'cascader') {
    const paths = isMultiple(field) ? (Array.isArray(cell) ? cell : pieces(cell)) : [cell];
    const out: unknown[][] = [];
    for (const path of paths) {
      const steps = Array.isArray(path)
        ? path
        : String(path)
            .split('/')
            .map((s) => s.trim());
      const found = findPath(options, steps, keys);
      if (!found) return missing(Array.isArray(path) ? path.join('/') : path);
      out.push(found.map((o) => o[keys.value]));
    }
    return { value: isMultiple(field) ? out : out[0] };
  }
  const values: unknown[] = [];
  for (const text of isMultiple(field) ? pieces(cell) : [trimmed(cell)]) {
    const found = findOption(options, text, keys);
    if (!found) return missing(text);
    values.push(found[keys.value]);
  }
  return { value: isMultiple(field) ? values : values[0] };
}

/** The widget value of a cell (or of a value sent back from the preview). Empty stays empty. */
export async function cellToValue(
  field: FormField,
  cell: unknown,
  row: Record<string, unknown>,
  lookups: Lookups,
): Promise<Converted> {
  if (isEmptyValue(trimmed(cell))) {
    // an empty switch cell is the switch left off, as the form would save it
    return { value: field.jnpfKey === 'switch' ? (field.node.inactiveValue ?? 0) : undefined };
  }
  if (TEXT_KEYS.has(field.jnpfKey)) {
    return typeof cell === 'object' ? { value: cell, problem: `${field.label}格式不正确` } : { value: String(cell) };
  }
  if (NUMBER_KEYS.has(field.jnpfKey)) return toNumber(field, cell);
  if (NAMED_KEYS.has(field.jnpfKey)) return namedToValue(field, cell, row, lookups);
  switch (field.jnpfKey) {
    case 'dateRange':
      return rangeToValue(field, cell, toDate);
    case 'timeRange':
      return rangeToValue(field, cell, toTime);
    case 'numberRange':
      return rangeToValue(field, cell, toNumber);
    case 'datePicker':
      return toDate(field, cell);
    case 'timePicker':
      return toTime(field, cell);
    case 'switch':
      return toSwitch(field, cell);
    case 'radio':
    case 'select':
    case 'checkbox':
    case 'treeSelect':
    case 'cascader':
      return toOptions(field, cell, row, lookups.options);
    default:
      return { value: cell };
  }
}

const OPTION_KEYS = new Set(['radio', 'select', 'checkbox', 'treeSelect', 'cascader']);

/** The text (or number) a cell shows for a stored value. */
export async function valueToCell(
  field: FormField,
  value: unknown,
  row: Record<string, unknown>,
  lookups: Lookups,
): Promise<string | number | null> {
  if (isEmptyValue(value)) return null;
  const node = field.node;
  if (NAMED_KEYS.has(field.jnpfKey)) return namedToCell(field, value, row, lookups);
  if (RANGE_KEYS.has(field.jnpfKey)) return rangeToCell(field, value);
  if (OPTION_KEYS.has(field.jnpfKey)) {
    const keys = optionKeys(node);
    const options = await lookups.options(field, row);
    const label = (v: unknown) => {
      const found = findOption(options, v, keys);
      return found ? String(found[keys.label] ?? v) : String(v);
    };
    if (field.jnpfKey === 'cascader') {
      const paths = isMultiple(field) && Array.isArray(value) ? value : [value];
      return paths
        .map((p) =>
          Array.isArray(p) ? (findPath(options, p, keys)?.map((o) => o[keys.label]) ?? p).join('/') : label(p),
        )
        .join(';');
    }
    return Array.isArray(value) ? value.map(label).join(',') : label(value);
  }
  switch (field.jnpfKey) {
    case 'switch':
      return String(value) === String(node.activeValue ?? 1)
        ? String(node.activeTxt ?? '开')
        : String(node.inactiveTxt ?? '关');
    case 'datePicker':
      return typeof value === 'number'
        ? formatInstant(value, typeof node.format === 'string' ? node.format : 'yyyy-MM-dd')
        : String(value);
    case 'createTime':
    case 'modifyTime':
      return formatInstant(value);
    default:
      break;
  }
  if (typeof value === 'number') return value;
  if (Array.isArray(value)) {
    return value
      .map((v) => (v && typeof v === 'object' ? String((v as { name?: unknown }).name ?? '') : String(v)))
      .join(',');
  }
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}
