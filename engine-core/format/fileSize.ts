const KB = 1024;
const MB = 1048576;
const GB = 1073741824;

/** A byte count in the largest unit that keeps it ≥ 1 (B, KB, MB, GB; factors of 1024), two decimals. */
export function fileSize(bytes: unknown): string {
  if (bytes === undefined || bytes === null || bytes === '') return '';
  const size = Number(bytes);
  if (!Number.isFinite(size) || size < 0) return '';
  if (size < KB) return `${size} B`;
  if (size < MB) return `${(size / KB).toFixed(2)} KB`;
  if (size < GB) return `${(size / MB).toFixed(2)} MB`;
  return `${(size / GB).toFixed(2)} GB`;
}
