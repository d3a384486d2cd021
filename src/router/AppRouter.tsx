import { useEffect, useMemo } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { session } from '../store/session';
import { buildRoutes, fixedLayoutRoutes } from './buildRoutes';
import { PUBLIC_ROUTES } from './guard';
import { menusToRoutes, type MenuRoute } from './menuRoutes';
import { registerNavigator } from './navigation';
import { routerBasename } from './basename';
import { MenuRoutesContext } from './MenuRoutesContext';
import { appConfig } from '../config';
import type { MenuItem } from '../../contract';

/**
 * The data router is rebuilt whenever the session's menus change (sign-in, reload, logout):
 * a fresh router matches the current URL against the new table, which is the guard's "retry".
 */
export default function AppRouter() {
  const snap = useSnapshot(session);
  const loaded = snap.routesLoaded;
  const { menuRoutes, router, generation } = useMemo(() => {
    const routes: MenuRoute[] = loaded
      ? menusToRoutes(snap.menuList as MenuItem[], { token: snap.token ?? '', dataVHost: dataVHost(), reservedPaths })
          .routes
      : [];

    routerGeneration += 1;
    return {
      menuRoutes: routes,
      router: createBrowserRouter(buildRoutes(routes, loaded), { basename: routerBasename() }),
      generation: routerGeneration,
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the token is read only for link placeholders, and the menus change on every sign-in anyway
  }, [loaded, snap.menuList]);
  useEffect(() => {
    registerNavigator((to, opts) => router.navigate(to, opts));
    return () => {
      registerNavigator(null);
      router.dispose();
    };
  }, [router]);
  return (
    <MenuRoutesContext.Provider value={menuRoutes}>
      {/* a new key remounts the provider: React would otherwise render the old router's state once */}
      <RouterProvider key={generation} router={router} />
    </MenuRoutesContext.Provider>
  );
}

let routerGeneration = 0;

// no menu may hide a fixed or public route
const reservedPaths = [...fixedLayoutRoutes.map((r) => r.path), ...PUBLIC_ROUTES];

/** DATA_SCREEN_URL (see README); empty: type-6 menus show a "not configured" page. */
function dataVHost(): string {
  return appConfig.dataScreenUrl;
}
