import { routerBasename } from '../../router/basename';

/** The address of a public form link, as the administrator copies it (under the app id prefix when there is one). */
export function publicLinkUrl(id: string, origin: string = window.location.origin): string {
  const base = routerBasename().replace(/\/$/, '');
  return `${origin}${base}/formShortLink?id=${encodeURIComponent(id)}`;
}

/** The submitter's own result link (the token is its only key). */
export function publicResultUrl(id: string, recordId: string, token: string): string {
  const query = new URLSearchParams({ id, result: recordId, token });
  return `/formShortLink?${query.toString()}`;
}

const BROWSER_TOKEN_KEY = 'jnpf_form_browser_token';

/** This browser's token for one-submission-per-browser links: random, made once, kept in localStorage. */
export function browserToken(): string {
  try {
    const stored = window.localStorage.getItem(BROWSER_TOKEN_KEY);
    if (stored) return stored;
    const made = crypto.randomUUID();
    window.localStorage.setItem(BROWSER_TOKEN_KEY, made);
    return made;
  } catch {
    // storage refused (private mode): a token per page load
    return crypto.randomUUID();
  }
}
