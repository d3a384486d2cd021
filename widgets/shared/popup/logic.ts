import type { PopupRelationOption, PopupRow, PopupSourceProps, PopupValue, PopupVariant } from './types';

/** Pure rules of the popup pickers: keys, labels, page sizes, the value a confirm writes. */

export const DEFAULT_PAGE_SIZE = 20;
/** unpaged popupSelect: the first query asks this many rows, later ones (search, reset) UNPAGED_LATER */
export const UNPAGED_INITIAL = 100000;
export const UNPAGED_LATER = 10000;
export const PAGE_SIZE_OPTIONS = [20, 50, 100, 500];
/** the popover of popupTableSelect */
export const POPOVER_WIDTH = 700;

/** A model's rows are records: their id is what is stored, whatever propsValue says. */
export const propsValueOf = (p: PopupSourceProps) => (p.dataSource === 'model' ? 'id' : p.propsValue || 'id');
export const relationFieldOf = (p: PopupSourceProps) => p.relationField || 'fullName';

/** The stored value as a list of keys (text, since models mix 1 and '1'). */
export function valueIds(value: PopupValue): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== '' && v !== null && v !== undefined).map(String);
  return value === undefined || value === null || value === '' ? [] : [String(value)];
}

export const rowKey = (row: PopupRow, props: PopupSourceProps): string => String(row[propsValueOf(props)] ?? '');

/** What the field shows for a row: its relationField, else its key. */
export function rowLabel(row: PopupRow, props: PopupSourceProps): string {
  const label = row[relationFieldOf(props)];
  return label === undefined || label === null || label === '' ? rowKey(row, props) : String(label);
}

/** The raw stored key of a row (number stays number), for the value written on confirm. */
function rowValue(row: PopupRow, props: PopupSourceProps): string | number {
  const v = row[propsValueOf(props)];
  return typeof v === 'number' ? v : String(v ?? '');
}

/** The page size of a query: paged → pageSize (20); unpaged → 100000 first (popupSelect), 10000 after. */
export function pageSizeFor(
  variant: PopupVariant,
  props: Pick<PopupSourceProps, 'hasPage' | 'pageSize'>,
  phase: 'initial' | 'later',
): number {
  if (props.hasPage) return Number(props.pageSize) > 0 ? Number(props.pageSize) : DEFAULT_PAGE_SIZE;
  if (variant === 'table') return UNPAGED_LATER;
  return phase === 'initial' ? UNPAGED_INITIAL : UNPAGED_LATER;
}

/**
 * What confirming the checked rows does: undefined = nothing (no row checked; a popupTableSelect single
 * clears instead), else the new value.
 */
export function confirmedValue(
  variant: PopupVariant,
  multiple: boolean,
  checked: readonly PopupRow[],
  props: PopupSourceProps,
): { value: string | number | Array<string | number> } | undefined {
  if (!checked.length) {
    if (variant === 'table' && !multiple) return { value: '' };
    return undefined;
  }
  if (multiple) return { value: checked.map((r) => rowValue(r, props)) };
  return { value: rowValue(checked[0], props) };
}

/** relationOptions (or the older transferList) as {field, column | fixed value}. */
export function relationCopies(props: PopupSourceProps): Array<{ field: string; column?: string; fixed?: unknown }> {
  const out: Array<{ field: string; column?: string; fixed?: unknown }> = [];
  for (const item of props.relationOptions ?? []) {
    if (!item || typeof item.field !== 'string' || !item.field) continue;
    if (isFixed(item)) out.push({ field: item.field, fixed: item.value });
    else if (typeof item.value === 'string' && item.value) out.push({ field: item.field, column: item.value });
  }
  for (const item of props.transferList ?? []) {
    if (item?.sourceValue && item.targetField) out.push({ field: item.sourceValue, column: item.targetField });
  }
  return out;
}

function isFixed(item: PopupRelationOption): boolean {
  const type = String(item.type ?? 1);
  return type === '2' || type === 'custom' || type === 'fixed';
}

/** The value a relation copy writes: a column of the picked row(s) (joined with ',' for several), or fixed. */
export function copiedValue(copy: { column?: string; fixed?: unknown }, rows: readonly PopupRow[]): unknown {
  if (!copy.column) return copy.fixed;
  if (!rows.length) return '';
  const values = rows.map((r) => r[copy.column as string]).filter((v) => v !== undefined && v !== null);
  if (rows.length === 1) return values.length ? values[0] : '';
  return values.map(String).join(',');
}

/** The form field named by a popupAttr's relationField (`<vModel>_jnpfTable_<table>` or the plain name). */
export function attrSourceField(relationField: string | undefined): string {
  if (!relationField) return '';
  const at = relationField.indexOf('_jnpfTable_');
  return at === -1 ? relationField : relationField.slice(0, at);
}

/** What a popupAttr shows for the rows picked in its source: showField of each, joined with ', '. */
export function attrText(rows: readonly PopupRow[], showField: string | undefined): string {
  if (!showField) return '';
  return rows
    .map((r) => r[showField])
    .filter((v) => v !== undefined && v !== null && v !== '')
    .map(String)
    .join(', ');
}
