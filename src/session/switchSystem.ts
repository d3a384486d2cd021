import { switchSystem as switchSystemApi } from '../api/currentUser';
import { getCurrentUser } from '../api/oauth';
import { applyCurrentUser, session } from '../store/session';
import { navigateTo } from '../router/navigation';
import { forgetUserState } from './logout';

/**
 * Makes another system current: the server switches, the user lands on '/', then user, menus and permissions
 * are reloaded, which rebuilds the router with the new system's menus (the old tabs belong to the old system).
 * Landing first means the rebuilt router starts at '/', not at a page the new system may not have.
 */
export async function switchToSystem(systemId: string): Promise<void> {
  await switchSystemApi(systemId);
  forgetUserState();
  await navigateTo('/');
  const data = await getCurrentUser();
  if (data?.menuList?.length) applyCurrentUser(data);
  else session.routesLoaded = false; // no menus there: let the guard's normal path report it
}
