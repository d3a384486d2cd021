import { configureHttp } from '../api/http';
import { resetSession, session } from '../store/session';
import { navigateTo } from '../router/navigation';
import { forgetUserState } from './logout';

/** Wires the request layer to the session: the token it sends, and what 600/601/602 do. */
export function installHttpHandlers(): void {
  configureHttp({
    getToken: () => session.token,
    onSessionExpired: () => {
      // the next user on this browser must not find the previous user's tabs and cached views
      forgetUserState();
      resetSession();
      if (!window.location.pathname.endsWith('/login')) void navigateTo('/login', { replace: true });
    },
  });
}
