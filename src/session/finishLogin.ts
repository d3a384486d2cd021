import type { LoginResult } from '../../contract';
import { setToken } from '../store/session';
import { layoutFromTheme, settings } from '../store/settings';
import { loginRedirectTarget } from '../router/guard';
import { navigateTo } from '../router/navigation';
import { markJustSignedIn } from './loginReminder';

/**
 * What every sign-in mode (password, SMS, QR) does with the token: store it, take the layout from the server's
 * theme, remember to show the last-login reminder, and go where the user wanted to go.
 */
export function finishLogin(result: Pick<LoginResult, 'token'> & { theme?: string }, query: URLSearchParams): void {
  setToken(result.token);
  // a QR sign-in carries no theme: keep the layout the user had
  if (result.theme !== undefined) settings.layoutType = layoutFromTheme(result.theme);
  markJustSignedIn();
  void navigateTo(loginRedirectTarget(Object.fromEntries(query)), { replace: true });
}
