/** The child-table row a calculate field sits in (from its path `table.3.field`). */
export interface RowContext {
  table: string;
  index: number;
}

/** Finds the row a field path points into: the last numeric segment is the row index. */
export function rowContextOf(pathSegments: readonly (string | number)[]): RowContext | undefined {
  for (let i = pathSegments.length - 1; i > 0; i--) {
    const segment = pathSegments[i];
    if (typeof segment === 'number' || /^\d+$/.test(String(segment))) {
      return { table: pathSegments.slice(0, i).join('.'), index: Number(segment) };
    }
  }
  return undefined;
}

/** A form value as an operand: numbers and numeric text count, anything else (empty, text) is 0. */
export function toOperand(value: unknown): number {
  if (value === undefined || value === null || value === '' || typeof value === 'boolean') return 0;
  const number = typeof value === 'number' ? value : Number(String(value).replace(/,/g, ''));
  return Number.isFinite(number) ? number : 0;
}

type Values = Record<string, unknown>;

function rowsOf(values: Values, table: string): Values[] {
  const rows = values[table];
  return Array.isArray(rows) ? (rows as Values[]) : [];
}

/**
 * The value a reference stands for, as on the platform: `field` is a main-form field; `table.column` is the
 * column of the field's own row inside that child table, or, from outside the table, the column's total.
 */
export function referenceValue(values: Values, vModel: string, row?: RowContext): number {
  const dot = vModel.indexOf('.');
  if (dot < 0) return toOperand(values[vModel]);
  const table = vModel.slice(0, dot);
  const column = vModel.slice(dot + 1);
  const rows = rowsOf(values, table);
  if (row && row.table === table) return toOperand(rows[row.index]?.[column]);
  return rows.reduce((sum, r) => sum + toOperand(r?.[column]), 0);
}

/**
 * Reads every value the references depend on. Called inside a Formily reaction, it subscribes the field to
 * exactly those values (not the whole form), so typing elsewhere costs nothing. A calculate inside a row
 * (`row`) reads its own table's column in its own row only — not the column of every row, which would make
 * each of a 1,000-row table's calculate cells watch 1,000 values; from outside the table it reads them all
 * (the column's total).
 */
export function touchReferences(values: Values, refs: readonly string[], row?: RowContext): unknown[] {
  return refs.map((vModel) => {
    const dot = vModel.indexOf('.');
    if (dot < 0) return values[vModel];
    const table = vModel.slice(0, dot);
    const column = vModel.slice(dot + 1);
    const rows = rowsOf(values, table);
    if (row && row.table === table) return [rows.length, rows[row.index]?.[column]];
    return rows.map((r) => r?.[column]);
  });
}
