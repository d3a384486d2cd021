/**
 * Pure side of the column settings (docs/screen-dialect.md, "ColumnSettings"): which columns of a CrudTable show
 * and in what order. A preference list names columns by `prop` (their dataIndex); columns without one (the
 * actions) are not configurable and keep their place.
 */
import type { ColumnSpec } from './tableCells';

export interface ColumnPref {
  prop: string;
  label: string;
  visible: boolean;
}

const isConfigurable = (spec: ColumnSpec) => !!spec.dataIndex && spec.render !== 'actions';

/** Every configurable column, visible, in the schema's order (what 恢复默认 goes back to). */
export function defaultPrefs(specs: readonly ColumnSpec[]): ColumnPref[] {
  return specs.filter(isConfigurable).map((s) => ({ prop: s.dataIndex as string, label: s.title, visible: true }));
}

/** Well-formed items of an untrusted list (local storage, the server), or null when it is not a list at all. */
export function sanitizePrefs(value: unknown): ColumnPref[] | null {
  if (!Array.isArray(value)) return null;
  return value.flatMap((item: unknown) => {
    if (!item || typeof item !== 'object') return [];
    const { prop, label, visible } = item as Record<string, unknown>;
    return typeof prop === 'string' && prop
      ? [{ prop, label: typeof label === 'string' ? label : '', visible: visible !== false }]
      : [];
  });
}

/**
 * A saved list fitted to today's columns: saved order and visibility for columns that still exist, columns the
 * schema gained since are appended visible, columns it lost are dropped; labels always come from the schema.
 */
export function mergePrefs(
  specs: readonly ColumnSpec[],
  saved: readonly ColumnPref[] | null | undefined,
): ColumnPref[] {
  const defaults = defaultPrefs(specs);
  if (!saved?.length) return defaults;
  const byProp = new Map(defaults.map((d) => [d.prop, d]));
  const seen = new Set<string>();
  const kept = saved.flatMap((s) => {
    const current = byProp.get(s.prop);
    if (!current || seen.has(s.prop)) return [];
    seen.add(s.prop);
    return [{ ...current, visible: s.visible }];
  });
  return [...kept, ...defaults.filter((d) => !seen.has(d.prop))];
}

/**
 * The columns to show: configurable ones in the preference order and without the hidden ones, placed in the
 * slots configurable columns had; the others (actions) stay where the schema put them.
 */
export function applyPrefs(specs: readonly ColumnSpec[], prefs: readonly ColumnPref[]): ColumnSpec[] {
  const merged = mergePrefs(specs, prefs);
  const byProp = new Map(specs.filter(isConfigurable).map((s) => [s.dataIndex as string, s]));
  const ordered = merged.map((p) => (p.visible ? byProp.get(p.prop) : undefined));
  let next = 0;
  return specs.flatMap((spec) => {
    if (!isConfigurable(spec)) return [spec];
    const placed = ordered[next++];
    return placed ? [placed] : [];
  });
}

/** `list` with the item at `from` moved to `to` (a drop on a row puts the dragged one in its place). */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function setVisible(prefs: readonly ColumnPref[], prop: string, visible: boolean): ColumnPref[] {
  return prefs.map((p) => (p.prop === prop ? { ...p, visible } : p));
}

/** Only what differs from the defaults is worth keeping: the same list as the defaults means "no preference". */
export function samePrefs(a: readonly ColumnPref[], b: readonly ColumnPref[]): boolean {
  return a.length === b.length && a.every((p, i) => p.prop === b[i].prop && p.visible === b[i].visible);
}

// ── local storage (the table variant: per menu) ───────────────────────────────────────────────────────────────

const PREFIX = 'jnpf_columns_';

export function localKey(menuId: string, table: string): string {
  return `${PREFIX}${menuId}_${table}`;
}

export function loadLocalPrefs(
  key: string,
  storage: Storage | undefined = globalThis.localStorage,
): ColumnPref[] | null {
  try {
    const raw = storage?.getItem(key);
    return raw ? sanitizePrefs(JSON.parse(raw)) : null;
  } catch {
    return null; // a hand-edited or foreign value must not break the table
  }
}

/** Saves the list; the default list removes the key so a later schema change is followed in full. */
export function saveLocalPrefs(
  key: string,
  prefs: readonly ColumnPref[] | null,
  storage: Storage | undefined = globalThis.localStorage,
): void {
  try {
    if (prefs) storage?.setItem(key, JSON.stringify(prefs));
    else storage?.removeItem(key);
  } catch {
    // storage full or disabled: the choice still applies until the page is left
  }
}
