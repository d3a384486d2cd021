/** Stored values of the pickers ↔ the keys the dialog and the name cache work with. */

const present = (v: unknown) => v !== undefined && v !== null && v !== '';

/** Ids: one string (single), a list (multiple); anything else holds none. */
export function idKeys(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter(present).map(String);
  return present(value) && typeof value !== 'object' ? [String(value)] : [];
}

export function idValue(keys: string[], multiple: boolean): unknown {
  return multiple ? keys : (keys[0] ?? '');
}

/**
 * Organisation paths: one path of ids top to leaf (single), a list of them (multiple); a saved comma-joined
 * path is read too. Keys are the paths joined by commas.
 */
export function pathKeys(value: unknown): string[] {
  if (typeof value === 'string') return value ? [value] : [];
  if (!Array.isArray(value) || !value.length) return [];
  if (value.every((v) => Array.isArray(v))) {
    return (value as unknown[][]).map((p) => p.filter(present).map(String).join(',')).filter(Boolean);
  }
  return [value.filter(present).map(String).join(',')].filter(Boolean);
}

export function pathValue(keys: string[], multiple: boolean): unknown {
  const paths = keys.map((k) => k.split(','));
  return multiple ? paths : (paths[0] ?? []);
}

/**
 * The value of another field as ids (a relation source): an id, a list of ids, or organisation paths (each
 * taken as its last id, the organisation itself).
 */
export function relationIds(value: unknown): string[] {
  if (Array.isArray(value)) {
    return value.flatMap((v) => (Array.isArray(v) ? [String(v[v.length - 1] ?? '')] : present(v) ? [String(v)] : []));
  }
  return present(value) && typeof value !== 'object' ? [String(value)] : [];
}

/** `id--type` → its parts; an id without a type is a user's. */
export function splitTyped(key: string): { id: string; type: string } {
  const [id = '', type = 'user'] = key.split('--');
  return { id, type };
}
