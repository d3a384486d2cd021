import i18n from '../i18n';
import { getCurrentUser } from '../api/oauth';
import { ApiError } from '../api/http';
import { applyCurrentUser, resetSession } from '../store/session';

/**
 * First entry after sign-in or reload: fetch the user, menus and permissions so the menu routes can be generated.
 * On failure the token is reset and the reason shown; the caller sends the user to /login with a redirect.
 */
export async function loadSessionUser(): Promise<boolean> {
  try {
    const data = await getCurrentUser();
    if (!data || !Array.isArray(data.menuList) || data.menuList.length === 0) {
      throw new Error(i18n.t('error.noPermission'));
    }
    applyCurrentUser(data);
    return true;
  } catch (err) {
    resetSession();
    // the request layer already toasted server replies; show only our own reasons here
    if (!(err instanceof ApiError)) {
      const text =
        typeof err === 'string' ? err : err instanceof Error && err.message ? err.message : i18n.t('error.hasError');
      void import('../api/toast').then((toast) => toast.errorToast(text));
    }
    return false;
  }
}
