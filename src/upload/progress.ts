/** The shown progress, 0–100: confirmed bytes over the size, held at 99 until the server has stored the file. */
export function uploadProgress(confirmedBytes: number, size: number, stored: boolean): number {
  if (stored) return 100;
  if (size <= 0) return 0;
  return Math.min(99, Math.max(0, Math.floor((confirmedBytes / size) * 100)));
}

const UNITS: [string, number][] = [
  ['GB', 1024 ** 3],
  ['MB', 1024 ** 2],
  ['KB', 1024],
];

/** A file size as people read it, with factors of 1024: 512 B, 1.5 KB, 20 MB, 1.02 GB. */
export function formatSize(bytes: number): string {
  for (const [unit, factor] of UNITS) {
    if (bytes >= factor) return `${Number((bytes / factor).toFixed(2))} ${unit}`;
  }
  return `${bytes} B`;
}
