import type { SsoMessages } from './sso.zh';

/** English strings of single sign-on (merged into en). */
const sso: SsoMessages = {
  sso: {
    title: 'Single sign-on',
    loginButton: 'Single sign-on',
    intro: "Sign in with your organisation's identity provider account.",
    start: 'Continue to single sign-on',
    retry: 'Try single sign-on again',
    signingIn: 'Signing in…',
    leaving: 'Redirecting to single sign-on…',
    backToLogin: 'Back to the login page',
    failedTitle: 'Single sign-on did not succeed',
    notConfiguredTitle: 'Single sign-on is not configured',
    failures: {
      notConfigured: 'Single sign-on is not configured for this system. Please sign in with your account and password.',
      providerDown: 'The single sign-on service cannot be reached right now. Please try again later.',
      badState: 'The sign-on request is invalid, has expired or was already used. Please sign in again.',
      expired: 'The single sign-on has expired. Please sign in again.',
      rejected: 'The identity provider refused the sign-in request.',
      badToken: 'The identity token could not be verified. Single sign-on failed.',
      unknownUser: 'Your single sign-on account does not exist on this platform. Please ask an administrator.',
      badTicket: 'The sign-in ticket is invalid, has expired or was already used. Please sign in again.',
      refused: 'Your account cannot sign in to this platform (disabled, locked or without permissions).',
      unknown: 'Single sign-on failed. Please try again.',
    },
  },
};
export default sso;
