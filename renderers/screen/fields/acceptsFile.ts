/**
 * Whether a file name matches an accept list of extensions (`.bdd`, `.xls,.xlsx`; case-insensitive).
 * An empty list accepts everything (the default accept is all).
 */
export function acceptsFile(fileName: string, accept: string | undefined): boolean {
  const extensions = (accept ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .map((e) => (e.startsWith('.') ? e : `.${e}`));
  if (!extensions.length) return true;
  const name = fileName.toLowerCase();
  return extensions.some((extension) => name.endsWith(extension) && name.length > extension.length);
}
