import { setLocked } from '../store/session';
import { navigateTo } from '../router/navigation';
import { LOCK_SCREEN_PATH } from '../router/guard';

/** Locks the screen: the persisted flag makes the guard send every route to /lockScreen, even after a reload. */
export function lockScreen(): Promise<void> {
  setLocked(true);
  return navigateTo(LOCK_SCREEN_PATH, { replace: true });
}
