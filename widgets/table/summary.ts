/**
 * The summary row (合计) of the child table: each `summaryField` column totalled with Number(), anything
 * non-numeric counting as 0 — the platform's rule. A whole total shows as an integer, any other total with
 * toFixed(2) (so 2.001 is 2.00, not 2);
 * `thousands` adds separators when the column's widget asks for them.
 */
export function columnTotal(rows: readonly Record<string, unknown>[], column: string): number {
  let total = 0;
  for (const row of rows) {
    const value = row?.[column];
    const number = typeof value === 'number' ? value : Number(value);
    if (Number.isFinite(number) && value !== null && value !== '' && typeof value !== 'boolean') total += number;
  }
  // the raw sum, as the platform keeps it: rounding first would show 2.001 as 2 where the platform shows 2.00
  return total;
}

export function formatTotal(total: number, thousands: boolean): string {
  const fixed = Number.isInteger(total) ? String(total) : total.toFixed(2);
  if (!thousands) return fixed;
  const [whole, decimals] = fixed.split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}
