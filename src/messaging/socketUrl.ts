/**
 * `ws(s)://host{API_BASE}/api/message/websocket/<token>`: the token goes in the path (URL-encoded, Bearer prefix
 * and all) because a browser cannot set headers on a websocket. API_BASE may be a path on this origin or an
 * absolute URL of another backend.
 */
export function messageSocketUrl(apiBase: string, token: string, location: Pick<Location, 'href'> = window.location) {
  const base = new URL(apiBase.replace(/\/+$/, '') || '/', location.href);
  base.protocol = base.protocol === 'https:' ? 'wss:' : 'ws:';
  return `${base.href.replace(/\/+$/, '')}/api/message/websocket/${encodeURIComponent(token)}`;
}
