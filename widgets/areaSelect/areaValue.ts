/**
 * The area value (docs/widgets.md, `areaSelect`): one id path from the province down (single), or a list of such
 * paths (multiple). A path is accepted only when it holds exactly level+1 ids: level 0 province, 1 city,
 * 2 district (the default), 3 street.
 */
export type AreaPath = string[];

export const DEFAULT_AREA_LEVEL = 2;

/** The designer's level, kept within 0–3 (2 when missing or unreadable). */
export function areaLevel(level: unknown): number {
  const n = Number(level);
  if (level === undefined || level === null || level === '' || !Number.isInteger(n)) return DEFAULT_AREA_LEVEL;
  return Math.min(3, Math.max(0, n));
}

const isPath = (v: unknown): v is unknown[] => Array.isArray(v) && v.every((id) => !Array.isArray(id));

/** A stored value as a list of paths, whatever its shape: a path, a list of paths, or nothing. */
export function toPaths(value: unknown): AreaPath[] {
  if (!Array.isArray(value) || value.length === 0) return [];
  if (value.every(Array.isArray)) {
    return value
      .filter(isPath)
      .map((p) => p.map(String))
      .filter((p) => p.length > 0);
  }
  return isPath(value) ? [value.map(String)] : [];
}

/** The key of a path (its ids joined by commas): equal paths, equal keys. */
export const pathKey = (path: readonly string[]): string => path.join(',');

/** Can this path be confirmed at this level? */
export function acceptable(path: readonly string[], level: number): boolean {
  return path.length === level + 1;
}

/** A click on an acceptable path: single mode replaces, multiple mode appends unless it is there already. */
export function addPath(selected: readonly AreaPath[], path: AreaPath, multiple: boolean): AreaPath[] {
  if (!multiple) return [path];
  return selected.some((p) => pathKey(p) === pathKey(path)) ? [...selected] : [...selected, path];
}

/** The list of paths back to the field's value: a path (single) or the list (multiple); [] when none. */
export function fromPaths(paths: readonly AreaPath[], multiple: boolean): AreaPath | AreaPath[] {
  if (multiple) return paths.map((p) => [...p]);
  return paths.length ? [...paths[0]] : [];
}
