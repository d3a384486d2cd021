/** One column of the picker as the designer saves it: the field and its label. */
export interface ColumnOption {
  value: string;
  label?: string;
}

/** Designer props of `relationForm` (docs/widgets.md). */
export interface RelationFormProps {
  /** the form model whose records are picked */
  modelId?: string;
  /** the field of the picked record the widget shows */
  relationField?: string;
  /** the picker's columns; a comma list of fields is accepted too */
  columnOptions?: ColumnOption[] | string;
  hasPage?: boolean;
  pageSize?: number;
  clearable?: boolean;
  placeholder?: string;
  popupTitle?: string;
  popupWidth?: string | number;
  popupType?: string;
  /** copies of the picked record's `targetField` into the form's `sourceValue` fields */
  transferList?: Array<{ sourceValue?: string; targetField?: string }> | null;
}

export interface PickerColumn {
  field: string;
  label: string;
}

/** The picker's columns: the designer's, else the shown field alone. */
export function columnsOf(columnOptions: RelationFormProps['columnOptions'], relationField?: string): PickerColumn[] {
  const list = typeof columnOptions === 'string' ? columnOptions.split(',').map((value) => ({ value })) : columnOptions;
  const columns = (Array.isArray(list) ? list : [])
    .filter((c): c is ColumnOption => !!c && typeof c.value === 'string' && c.value.trim() !== '')
    .map((c) => ({ field: c.value.trim(), label: c.label?.trim() || c.value.trim() }));
  if (columns.length) return columns;
  return relationField ? [{ field: relationField, label: relationField }] : [];
}

/** Rows per page: the designer's pageSize (20 by default); everything at once without paging. */
export const DEFAULT_PAGE_SIZE = 20;
export const ALL_ROWS = 1_000_000;

export function pageSizeOf(pageSize: unknown): number {
  const n = Number(pageSize);
  return Number.isInteger(n) && n > 0 ? n : DEFAULT_PAGE_SIZE;
}
