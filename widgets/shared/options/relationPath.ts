/**
 * Where a templateJson relationField lives. Plain names are form fields. Inside a child table the platform names
 * a column of the same row `table-col`: when this field itself sits in a row (`table.3.x`), that becomes
 * `table.3.col`.
 */
export function resolveRelationPath(relationField: string, fieldAddress?: string): string {
  const dash = relationField.indexOf('-');
  if (dash <= 0 || !fieldAddress) return relationField;
  const table = relationField.slice(0, dash);
  const column = relationField.slice(dash + 1);
  const segments = fieldAddress.split('.');
  const at = segments.indexOf(table);
  if (at === -1 || !/^\d+$/.test(segments[at + 1] ?? '')) return relationField;
  return [...segments.slice(0, at + 2), column].join('.');
}
