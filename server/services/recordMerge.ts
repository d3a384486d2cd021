/**
 * Three-way merge of a form record by field (issue 8, concurrencyLock off): a save based on an older version is
 * compared with that version (the base) to find what the person actually changed; those fields take the
 * submitted values and every other field keeps what is stored now, so two people editing different fields
 * both keep their changes. When both changed one field to different values, there is nothing sensible to
 * pick and the save is refused.
 */

type Values = Record<string, unknown>;

/** Key order of objects is irrelevant in JSON documents; arrays compare in order. */
function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Values).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return Object.fromEntries(entries.map(([k, v]) => [k, canonical(v)]));
  }
  return value;
}

/** Equal as stored JSON; a missing value and null are the same (the form submits empty fields as null). */
export function sameValue(a: unknown, b: unknown): boolean {
  const left = a === undefined ? null : a;
  const right = b === undefined ? null : b;
  if (left === right) return true;
  return JSON.stringify(canonical(left)) === JSON.stringify(canonical(right));
}

export type MergeResult = { ok: true; values: Values } | { ok: false; field: string };

/**
 * `base` is what the client loaded, `current` what is stored now, `submitted` what the client sends. Fields
 * the client left as loaded keep the current value; fields it changed win unless someone else changed them too.
 */
export function mergeByField(base: Values, current: Values, submitted: Values): MergeResult {
  const values: Values = { ...current };
  for (const [field, mine] of Object.entries(submitted)) {
    if (sameValue(mine, base[field])) continue;
    const theirs = current[field];
    if (!sameValue(theirs, base[field]) && !sameValue(theirs, mine)) return { ok: false, field };
    values[field] = mine;
  }
  return { ok: true, values };
}
