/**
 * The "last login" reminder belongs to the moment of signing in, not to every reload: the login screens raise
 * this flag and the main layout shows the reminder once the user info has arrived.
 */
let pending = false;

export function markJustSignedIn(): void {
  pending = true;
}

/** True once after a sign-in. */
export function takeJustSignedIn(): boolean {
  const was = pending;
  pending = false;
  return was;
}
