/**
 * Navigation from outside React (the request layer's 600/601/602 handler, logout, system switch).
 * The current data router registers itself here; it is recreated when the session's routes change.
 */
type Navigator = (to: string, opts?: { replace?: boolean }) => Promise<void>;

let current: Navigator | null = null;

export function registerNavigator(nav: Navigator | null): void {
  current = nav;
}

/** Resolves once the router has finished the navigation (at once when no router is mounted). */
export function navigateTo(to: string, opts: { replace?: boolean } = {}): Promise<void> {
  if (current) return current(to, opts);
  window.location.assign(to);
  return Promise.resolve();
}

export function currentFullPath(): string {
  return window.location.pathname + window.location.search;
}
