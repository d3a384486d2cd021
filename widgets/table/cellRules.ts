import type { TableColumn } from './columns';

/** A cell that fails its column's rules. */
export interface CellError {
  row: number;
  column: string;
  message: string;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * The platform's input-table cell rules: a required cell fails when null, empty or an empty array (message
 * `<label>不能为空`); a non-empty cell with regex rules fails on the first pattern it does not match, with that
 * rule's own message. Hidden columns are not checked. Every row is checked — mounted or not.
 */
export function cellErrorOf(column: TableColumn, value: unknown): string | undefined {
  if (column.hidden) return undefined;
  if (isEmpty(value)) return column.required ? column.requiredMessage : undefined;
  const text = Array.isArray(value)
    ? value.join(',')
    : typeof value === 'object'
      ? JSON.stringify(value)
      : String(value);
  for (const { pattern, message } of column.patterns) {
    pattern.lastIndex = 0;
    if (!pattern.test(text)) return message;
  }
  return column.valueCheck?.(value) || undefined;
}

export function validateRows(rows: readonly unknown[], columns: readonly TableColumn[]): CellError[] {
  const errors: CellError[] = [];
  rows.forEach((row, index) => {
    const record = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>;
    for (const column of columns) {
      const message = cellErrorOf(column, record[column.key]);
      if (message) errors.push({ row: index, column: column.key, message });
    }
  });
  return errors;
}
