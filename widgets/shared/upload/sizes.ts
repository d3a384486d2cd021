/** Size units of the upload widgets' fileSize + sizeUnit, and the way a byte count is shown. */

export const SIZE_UNITS = { KB: 1024, MB: 1048576, GB: 1073741824 } as const;
export type SizeUnit = keyof typeof SIZE_UNITS;

/** The designer's default limit when fileSize is not set: 10 MB. */
export const DEFAULT_FILE_SIZE = 10;
export const DEFAULT_SIZE_UNIT: SizeUnit = 'MB';

export function sizeUnitOf(unit: unknown): SizeUnit {
  const key = String(unit ?? '').toUpperCase();
  return key in SIZE_UNITS ? (key as SizeUnit) : DEFAULT_SIZE_UNIT;
}

/** The limit in bytes; 0 (or a negative or unreadable size) means no limit. Unset means 10 MB. */
export function sizeLimitBytes(fileSize: unknown, unit: unknown): number {
  if (fileSize === undefined || fileSize === null || fileSize === '') return DEFAULT_FILE_SIZE * SIZE_UNITS.MB;
  const size = Number(fileSize);
  if (!Number.isFinite(size) || size <= 0) return 0;
  return size * SIZE_UNITS[sizeUnitOf(unit)];
}

/** 512 B, 1.5 KB, 2 MB, 1.25 GB: at most two decimals, trailing zeros dropped. */
export function formatSize(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n < 0) return '';
  if (n < SIZE_UNITS.KB) return `${n} B`;
  const [unit, factor] =
    n >= SIZE_UNITS.GB ? ['GB', SIZE_UNITS.GB] : n >= SIZE_UNITS.MB ? ['MB', SIZE_UNITS.MB] : ['KB', SIZE_UNITS.KB];
  return `${Number((n / factor).toFixed(2))} ${unit}`;
}
