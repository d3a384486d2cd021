import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { menuClickAction, type MenuRoute } from '../router/menuRoutes';
import { appState } from '../store/app';

/**
 * A click on a menu entry, the same in every menu (sidebar, top menu, search, /menuMore): navigate, or open a
 * new window for new-window links; categories only change the sub-menu, which the caller handles.
 * A mobile overlay sidebar closes once the user has picked a page.
 */
export function useOpenMenu(): (route: MenuRoute) => void {
  const navigate = useNavigate();
  return useCallback(
    (route: MenuRoute) => {
      const action = menuClickAction(route);
      if (action.kind === 'navigate') navigate(action.to);
      else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
      if (action.kind !== 'subMenu') appState.mobileSidebarOpen = false;
    },
    [navigate],
  );
}

/** The ids from the root down to the entry showing `pathname` (empty when no menu entry shows it). */
export function menuTrail(routes: readonly MenuRoute[], pathname: string, trail: string[] = []): string[] {
  for (const route of routes) {
    if (route.path === pathname && !route.openInNewWindow && route.routable) return [...trail, route.id];
    const found = menuTrail(route.children, pathname, [...trail, route.id]);
    if (found.length) return found;
  }
  return [];
}

export function indexMenus(routes: readonly MenuRoute[], byId = new Map<string, MenuRoute>()): Map<string, MenuRoute> {
  for (const route of routes) {
    byId.set(route.id, route);
    indexMenus(route.children, byId);
  }
  return byId;
}

export const HOME_KEY = '__home';

/** The pinned home entry as a menu route, so it goes through the same click handling as server menus. */
export const HOME_ROUTE: MenuRoute = {
  id: HOME_KEY,
  path: '/home',
  name: 'home',
  title: '首页',
  icon: 'HomeOutlined',
  type: 2,
  kind: 'page',
  linkTarget: '_self',
  openInNewWindow: false,
  routable: true,
  children: [],
};
