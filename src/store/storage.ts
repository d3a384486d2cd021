/**
 * Browser storage under the spec's key prefix: `jnpf_`, plus the app id when the app runs
 * under `/JNPF_APP_<id>` (so two embedded apps on one origin keep separate sessions).
 */
export function storagePrefix(pathname: string = window.location.pathname): string {
  const match = /^\/(JNPF_APP_[^/]+)/.exec(pathname);
  return match ? `jnpf_${match[1]}_` : 'jnpf_';
}

export function readStored<T>(key: string, fallback: T): T {
  try {
    const raw = window.localStorage.getItem(storagePrefix() + key);
    return raw === null ? fallback : (JSON.parse(raw) as T);
  } catch {
    return fallback;
  }
}

export function writeStored(key: string, value: unknown): void {
  try {
    if (value === undefined || value === null) window.localStorage.removeItem(storagePrefix() + key);
    else window.localStorage.setItem(storagePrefix() + key, JSON.stringify(value));
  } catch {
    // storage full or disabled: the session still works for this page view
  }
}
