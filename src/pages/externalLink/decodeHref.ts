/** `href` is the base64 of the URL; only http(s) URLs are shown, anything else is refused. */
export function decodeHref(href: string | null): string {
  if (!href) return '';
  try {
    const url = decodeURIComponent(escape(window.atob(href)));
    return /^https?:\/\//i.test(url) ? url : '';
  } catch {
    return '';
  }
}
