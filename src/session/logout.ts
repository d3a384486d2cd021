import { logout as logoutApi } from '../api/oauth';
import { resetSession } from '../store/session';
import { navigateTo } from '../router/navigation';

/** Sign out: tell the server (failure ignored), forget the session, go to /login. */
export async function signOut(): Promise<void> {
  try {
    await logoutApi();
  } catch {
    // the token is dropped locally whatever the server said
  }
  resetSession();
  navigateTo('/login', { replace: true });
}
