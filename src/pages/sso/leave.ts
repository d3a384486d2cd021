/** Leaves the app for another page (the single sign-on start); a module of its own so tests can replace it. */
export function leaveFor(url: string): void {
  window.location.assign(url);
}
