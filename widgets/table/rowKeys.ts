import { raw, toJS } from '@formily/reactive';

/**
 * Stable row identities. Formily edits a row object in place (setting `items.3.price` mutates row 3), so the
 * row object itself is the row's identity: a WeakMap gives each object a key that survives edits, removals of
 * other rows and reordering, and never moves to another row the way an index would. Rows replaced from
 * outside (a reset, a script's setFormData) are new objects and get new keys, as they are new data.
 */
const keys = new WeakMap<object, string>();
let next = 0;

export function rowKeyOf(row: unknown): string {
  // the reactive proxy and its raw object must give the same key: always key the raw object
  if (!row || typeof row !== 'object') return `scalar-${next++}`;
  const target = raw(row);
  let key = keys.get(target);
  if (!key) {
    key = `row-${++next}`;
    keys.set(target, key);
  }
  return key;
}

/** A plain, deep copy of a row for the copy button: the new row shares nothing with the old one. */
export function copyOfRow(row: unknown): Record<string, unknown> {
  const plain = toJS(row) as Record<string, unknown> | undefined;
  return plain && typeof plain === 'object' ? structuredClone(plain) : {};
}

/** What a rendered row of the table holds: its stable key and its current index — never its values. */
export interface RowRef {
  key: string;
  index: number;
}

/**
 * The rows as RowRefs, reusing last time's object for every row whose key and index did not change: the antd
 * table and the memoised cells then skip those rows when another row is added, copied or removed.
 */
export function stableRowRefs(value: unknown, previous: ReadonlyMap<string, RowRef>): RowRef[] {
  return (Array.isArray(value) ? value : []).map((row, index) => {
    const key = rowKeyOf(row);
    const known = previous.get(key);
    return known && known.index === index ? known : { key, index };
  });
}
