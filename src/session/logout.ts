import { logout as logoutApi } from '../api/oauth';
import { resetSession } from '../store/session';
import { resetTags } from '../store/tags';
import { setUnreadTotal } from '../store/notice';
import { appState } from '../store/app';
import { navigateTo } from '../router/navigation';
import { signingOut } from '../messaging/signOutSignal';

/** Everything that belonged to the signed-in user in memory: tabs, cached views, counts, open drawers. */
export function forgetUserState(): void {
  resetTags();
  setUnreadTotal(0);
  appState.blendTopId = null;
  appState.systemDrawerOpen = false;
  appState.settingsDrawerOpen = false;
}

/**
 * Sign out: tell the server (failure ignored), forget the session, tabs and cached views, go to /login.
 * The socket (issue 5) closes itself when the token goes.
 */
export async function signOut(): Promise<void> {
  signingOut(); // our own logout push must not read as a session ended elsewhere
  try {
    await logoutApi();
  } catch {
    // the token is dropped locally whatever the server said
  }
  forgetUserState();
  resetSession();
  await navigateTo('/login', { replace: true });
}
