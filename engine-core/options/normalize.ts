import type { FieldOption, OptionKeyNames, OptionValue } from './types';

/** Default option keys of the platform (id and fullName). */
export const DEFAULT_OPTION_KEYS: OptionKeyNames = { value: 'id', label: 'fullName', children: 'children' };

export function optionKeyNames(props?: Partial<OptionKeyNames> | null): OptionKeyNames {
  return {
    value: props?.value || DEFAULT_OPTION_KEYS.value,
    label: props?.label || DEFAULT_OPTION_KEYS.label,
    children: props?.children || DEFAULT_OPTION_KEYS.children,
  };
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The rows of a data-interface result, which may be the array itself, `{list}`, `{data}` or `{records}`
 * (interfaces differ); anything else has no rows.
 */
export function extractRows(result: unknown): unknown[] {
  if (Array.isArray(result)) return result;
  if (isRecord(result)) {
    for (const key of ['list', 'data', 'records', 'rows']) {
      const inner = result[key];
      if (Array.isArray(inner)) return inner;
      if (isRecord(inner) && Array.isArray(inner.list)) return inner.list;
    }
  }
  return [];
}

function toValue(v: unknown): OptionValue | undefined {
  if (typeof v === 'string' || typeof v === 'number') return v;
  if (typeof v === 'boolean') return String(v);
  return undefined;
}

/** Source rows → options through the key names; rows without a usable value are dropped. */
export function toFieldOptions(rows: unknown, keys: OptionKeyNames): FieldOption[] {
  if (!Array.isArray(rows)) return [];
  const out: FieldOption[] = [];
  for (const row of rows) {
    if (!isRecord(row)) continue;
    const value = toValue(row[keys.value]);
    if (value === undefined) continue;
    const label = row[keys.label];
    const children = row[keys.children];
    const option: FieldOption = {
      value,
      label: label === undefined || label === null ? String(value) : String(label),
      raw: row,
    };
    if (row.disabled === true) option.disabled = true;
    if (Array.isArray(children) && children.length) option.children = toFieldOptions(children, keys);
    out.push(option);
  }
  return out;
}

/** Stored values and option values are compared as text: models mix 1 and '1' (the platform compares with ==). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (a === null || a === undefined || b === null || b === undefined) return false;
  return String(a) === String(b);
}

/** Depth-first search of an option tree. */
export function findOption(options: readonly FieldOption[], value: unknown): FieldOption | undefined {
  for (const option of options) {
    if (sameValue(option.value, value)) return option;
    if (option.children) {
      const found = findOption(option.children, value);
      if (found) return found;
    }
  }
  return undefined;
}

/** The label of a value; an unknown value shows as itself (never a blank). */
export function labelOf(options: readonly FieldOption[], value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  return findOption(options, value)?.label ?? String(value);
}

/** Labels of a path through a cascade (value = [level1, level2, …]). */
export function pathLabels(options: readonly FieldOption[], path: readonly unknown[]): string[] {
  const labels: string[] = [];
  let level: readonly FieldOption[] | undefined = options;
  for (const step of path) {
    const option: FieldOption | undefined = level?.find((o) => sameValue(o.value, step));
    labels.push(option ? option.label : String(step));
    level = option?.children;
  }
  return labels;
}
