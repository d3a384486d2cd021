/** A short text of whatever a not-yet-built widget holds, so a saved value is visibly kept, not lost. */
export function valueSummary(value: unknown): string {
  if (value === undefined || value === null || value === '') return '';
  if (Array.isArray(value)) {
    if (value.length === 0) return '';
    return value.map((item) => (typeof item === 'object' && item !== null ? labelOf(item) : String(item))).join(', ');
  }
  if (typeof value === 'object') return labelOf(value);
  const text = String(value);
  return text.length > 120 ? `${text.slice(0, 117)}…` : text;
}

function labelOf(item: object): string {
  const record = item as Record<string, unknown>;
  const label = record.fullName ?? record.name ?? record.id;
  return label === undefined ? JSON.stringify(item) : String(label);
}
