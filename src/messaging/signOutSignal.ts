/**
 * Lets the sign-out tell the message socket to close before the server is asked to end the session. Otherwise
 * the server's `logout` push to this very page would read as "ended elsewhere" (expired toast and a reload).
 * Dependency-free on purpose: session/logout.ts is in the first download, the socket is not.
 */
let closeSocket: (() => void) | null = null;

/** The socket service registers how to close it (null when it shuts down). */
export function onSigningOut(close: (() => void) | null): void {
  closeSocket = close;
}

/** Called by the sign-out first. */
export function signingOut(): void {
  closeSocket?.();
}
