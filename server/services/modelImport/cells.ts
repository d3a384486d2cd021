import { isEmptyValue, type FormField } from '../formModel';

/**
 * What every cell converter shares: the result of a conversion, and how a cell holding several values is
 * split. A template tells its readers the same: several values are separated by commas (，or ; also read),
 * paths by "/" (docs/model-import.md).
 */

export interface Converted {
  value: unknown;
  problem?: string;
}

/** between several values of one cell */
export const SEPARATORS = /[,，;；]/;
/** how an export joins several plain values, and several paths (cascader, organisations, areas) */
export const VALUE_JOIN = ',';
export const PATH_JOIN = ';';
export const PATH_STEP = '/';

export const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

export const isMultiple = (field: FormField) => field.jnpfKey === 'checkbox' || field.node.multiple === true;

/** The values of a cell: an array as given, text split at the separators, empty ones dropped. */
export const pieces = (cell: unknown): unknown[] =>
  (Array.isArray(cell) ? cell : typeof cell === 'string' ? cell.split(SEPARATORS) : [cell])
    .map(trimmed)
    .filter((v) => !isEmptyValue(v));

export const unknownValue = (field: FormField, cell: unknown, text: unknown): Converted => ({
  value: cell,
  problem: `${field.label}的值“${String(text)}”不存在`,
});

export const ambiguousValue = (field: FormField, cell: unknown, text: unknown, hint: string): Converted => ({
  value: cell,
  problem: `${field.label}的值“${String(text)}”不唯一，请填写${hint}`,
});
