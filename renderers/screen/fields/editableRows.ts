/** The pure row operations of EditableTable: every change answers a new array (the field's value is replaced). */

export type Row = Record<string, unknown>;

interface CellRule {
  type?: string;
  single?: boolean;
  checkedValue?: unknown;
  uncheckedValue?: unknown;
}

/** Rows matching the keyword in any of the keys (case-insensitive), with their position in the full list. */
export function filterRows(rows: readonly Row[], keyword: string, keys: readonly string[]): { row: Row; at: number }[] {
  const wanted = keyword.trim().toLowerCase();
  const all = rows.map((row, at) => ({ row, at }));
  if (!wanted) return all;
  return all.filter(({ row }) =>
    keys.some((key) =>
      String(row[key] ?? '')
        .toLowerCase()
        .includes(wanted),
    ),
  );
}

/** A new row: the given defaults, else empty text and unchecked boxes. */
export function addRow(
  rows: readonly Row[],
  columns: readonly (CellRule & { dataIndex: string })[],
  defaults?: Row,
): Row[] {
  const fresh: Row = {};
  for (const column of columns)
    fresh[column.dataIndex] = column.type === 'checkbox' ? (column.uncheckedValue ?? false) : '';
  return [...rows, { ...fresh, ...defaults }];
}

export function removeRow(rows: readonly Row[], at: number): Row[] {
  return rows.filter((_, i) => i !== at);
}

/** Sets one cell; a `single` checkbox checked here is unchecked everywhere else (one title among variables). */
export function setCell(rows: readonly Row[], at: number, key: string, value: unknown, rule: CellRule = {}): Row[] {
  const checkedValue = rule.checkedValue ?? true;
  const clearOthers = rule.type === 'checkbox' && rule.single && String(value) === String(checkedValue);
  return rows.map((row, i) => {
    if (i === at) return { ...row, [key]: value };
    return clearOthers ? { ...row, [key]: rule.uncheckedValue ?? false } : row;
  });
}
