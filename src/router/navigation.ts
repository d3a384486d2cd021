/**
 * Navigation from outside React (the request layer's 600/601/602 handler, logout).
 * The current data router registers itself here; it is recreated when the session's routes change.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => void;

let current: Navigator | null = null;

export function registerNavigator(nav: Navigator | null): void {
  current = nav;
}

export function navigateTo(to: string, opts: { replace?: boolean } = {}): void {
  if (current) current(to, opts);
  else window.location.assign(to);
}

export function currentFullPath(): string {
  return window.location.pathname + window.location.search;
}
