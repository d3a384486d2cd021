import { subscribeKey } from 'valtio/utils';
import { appConfig } from '../config';
import { session } from '../store/session';
import { readStored } from '../store/storage';
import { setSocketOnline } from '../store/notice';
import { routerBasename } from '../router/basename';
import { errorToast } from '../api/toast';
import i18n from '../i18n';
import { forgetUserState } from '../session/logout';
import { resetSession } from '../store/session';
import { publishSocketEvent, setFrameSender } from './bus';
import { MessageSocket } from './socketClient';
import { messageSocketUrl } from './socketUrl';
import { applySessionEvent, endedSession, type SessionEventEffects } from './sessionEvents';
import { onSigningOut } from './signOutSignal';

/**
 * The one message socket of the page, wired to the session, the bell's store and the bus. The signed-in layout
 * starts it (useMessageSocket); it stops when the token goes (sign-out, 600/601/602) and starts over for a new
 * token. Living in the layout's chunk keeps it out of the sign-in page's download.
 */

const effects: SessionEventEffects = {
  reload: () => window.location.reload(),
  errorToast: (text) => errorToast(text, 1.5),
  endSession: () => {
    forgetUserState();
    resetSession();
  },
  storedToken: () => readStored<string | null>('token', null),
  expiredText: () => i18n.t('socket.sessionExpired'),
};

/** the system named in the last OnConnection: switching to another one reconnects with it */
let helloSystemId = '';

function createClient(): MessageSocket {
  return new MessageSocket({
    url: (token) => messageSocketUrl(appConfig.apiBase, token),
    token: () => session.token,
    hello: () => {
      helloSystemId = session.userInfo?.systemId ?? '';
      return { systemId: helloSystemId, isSeparate: routerBasename() !== '/' };
    },
    onEvent: (event, token) => {
      applySessionEvent(event, token, effects);
      publishSocketEvent(event);
    },
    onStatus: setSocketOnline,
    setSender: setFrameSender,
    onSessionEnded: () => endedSession(effects),
  });
}

let client: MessageSocket | null = null;
let holders = 0;
let releaseTimer: ReturnType<typeof setTimeout> | undefined;
let unwire: (() => void) | null = null;

/** A remount (the router is rebuilt when the routes change, StrictMode) within this keeps the socket open. */
const RELEASE_GRACE_MS = 1000;

function wire(socket: MessageSocket): () => void {
  const wake = () => {
    if (document.visibilityState !== 'hidden') socket.wake();
  };
  window.addEventListener('online', wake);
  document.addEventListener('visibilitychange', wake);
  onSigningOut(stopMessageSocket);
  const offToken = subscribeKey(session, 'token', (token) => {
    socket.stop();
    if (token) socket.start(); // another sign-in: a new stream for the new token
  });
  // the system switch reloads the user: the socket says OnConnection again with the new system (same token,
  // so it catches up from its last sequence and initMessage brings the counts back)
  const offSystem = subscribeKey(session, 'userInfo', (info) => {
    const systemId = info?.systemId ?? '';
    if (!session.token || !systemId || !helloSystemId || systemId === helloSystemId) return;
    socket.stop();
    socket.start();
  });
  return () => {
    window.removeEventListener('online', wake);
    document.removeEventListener('visibilitychange', wake);
    onSigningOut(null);
    offToken();
    offSystem();
  };
}

function shutDown(): void {
  unwire?.();
  unwire = null;
  client?.stop();
  client = null;
  setSocketOnline(false);
}

/** Opens the socket (once for any number of holders); returns the release function. */
export function startMessageSocket(): () => void {
  holders += 1;
  clearTimeout(releaseTimer);
  if (!client) {
    client = createClient();
    unwire = wire(client);
  }
  client.start();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    holders = Math.max(0, holders - 1); // stopMessageSocket may have zeroed it already
    if (holders > 0) return;
    clearTimeout(releaseTimer);
    releaseTimer = setTimeout(() => holders === 0 && shutDown(), RELEASE_GRACE_MS);
  };
}

/** Closes the socket now, whoever holds it (sign-out). */
export function stopMessageSocket(): void {
  holders = 0;
  clearTimeout(releaseTimer);
  shutDown();
}
