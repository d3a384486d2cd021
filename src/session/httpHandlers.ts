import { configureHttp } from '../api/http';
import { resetSession, session } from '../store/session';
import { navigateTo } from '../router/navigation';

/** Wires the request layer to the session: the token it sends, and what 600/601/602 do. */
export function installHttpHandlers(): void {
  configureHttp({
    getToken: () => session.token,
    onSessionExpired: () => {
      resetSession();
      if (!window.location.pathname.endsWith('/login')) navigateTo('/login', { replace: true });
    },
  });
}
