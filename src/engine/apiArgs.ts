/** Screen schemas pass API arguments as loose JSON; these read them into the typed shapes of src/api. */

export type ApiArgs = Record<string, unknown> | undefined;

export function text(args: ApiArgs, key: string, fallback = ''): string {
  const value = args?.[key];
  return value === undefined || value === null ? fallback : String(value);
}

/** A required id: a missing one is a schema mistake, reported before any request leaves. */
export function requiredText(args: ApiArgs, key: string): string {
  const value = text(args, key);
  if (!value) throw new Error(`API argument "${key}" is required`);
  return value;
}

export function num(args: ApiArgs, key: string, fallback: number): number {
  const value = args?.[key];
  if (value === undefined || value === null || value === '') return fallback;
  const parsed = Number(value);
  return Number.isFinite(parsed) ? parsed : fallback;
}

/** An optional text argument: undefined when absent or empty. */
export function optionalText(args: ApiArgs, key: string): string | undefined {
  const value = text(args, key);
  return value === '' ? undefined : value;
}

/**
 * The row version a dialog loaded with its record (optimistic locking, issue 8): sent back with the update so
 * a save over someone else's newer save is refused. Undefined (left out of the body) for a new record.
 */
export function versionArg(args: ApiArgs): number | undefined {
  const value = args?.version;
  if (value === undefined || value === null || value === '') return undefined;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 0 ? parsed : undefined;
}
