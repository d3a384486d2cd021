/**
 * Whether a link's host answers at all. A frame cannot tell its parent that a cross-origin page failed (Chromium
 * fires `load` on its own error page too), so the page asks the host once with a `no-cors` request: an opaque
 * answer of any status means something is there; a network error (unknown host, refused connection, TLS failure)
 * or no answer within `timeoutMs` means the frame would stay broken. A host that answers but refuses framing
 * (X-Frame-Options) still passes: the toolbar's "open in a new window" covers that case.
 */
export type Reachability = 'checking' | 'reachable' | 'unreachable';

export async function probeReachable(
  url: string,
  timeoutMs: number,
  fetcher: typeof fetch = (input, init) => window.fetch(input, init),
): Promise<Exclude<Reachability, 'checking'>> {
  // same-origin pages (a relative link) are the app's own server: always there
  if (url.startsWith('/') && !url.startsWith('//')) return 'reachable';
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetcher(url, { mode: 'no-cors', credentials: 'omit', cache: 'no-store', signal: controller.signal });
    return 'reachable';
  } catch {
    return 'unreachable';
  } finally {
    clearTimeout(timer);
  }
}

/** The host shown to the user ("www.example.org"), or the link itself when it does not parse. */
export function linkHost(url: string): string {
  try {
    return new URL(url, window.location.href).host || url;
  } catch {
    return url;
  }
}
