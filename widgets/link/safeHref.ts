/**
 * A link target is model data: only web, mail and phone links and relative paths are followed, never
 * `javascript:` / `data:` URLs (the platform's link checks: http or https, mailto, tel).
 */
export function safeHref(href: string | undefined | null): string | undefined {
  const value = (href ?? '').trim();
  if (!value) return undefined;
  if (/^(https?:|mailto:|tel:)/i.test(value)) return value;
  if (/^[a-z][a-z0-9+.-]*:/i.test(value)) return undefined;
  // no scheme: a relative path or a bare host the designer typed without http
  return value;
}
