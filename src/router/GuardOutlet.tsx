import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useMatches, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { decideGuard, sessionFailureRedirect } from './guard';
import { loadSessionUser } from './loadSession';
import { session, setToken } from '../store/session';
import FullPageSpin from '../components/FullPageSpin';
import type { RouteHandle } from './routeHandle';
import { titleIn } from '../i18n/menuNames';

/**
 * Applies the route guard to every navigation and keeps the page title in step.
 * `tableHasMenus` says whether this router's table already holds the menu routes: right after the user loads,
 * the old table must not match (its catch-all would send the URL to /404) while the new router is built.
 */
export default function GuardOutlet({ tableHasMenus }: { tableHasMenus: boolean }) {
  const location = useLocation();
  const navigate = useNavigate();
  const snap = useSnapshot(session);
  const fullPath = location.pathname + location.search;
  const decision = decideGuard({
    path: location.pathname,
    fullPath,
    query: Object.fromEntries(new URLSearchParams(location.search)),
    token: snap.token,
    locked: snap.locked,
    routesLoaded: snap.routesLoaded,
  });
  const loading = useRef(false);

  useEffect(() => {
    if (decision.kind === 'storeTokenAndReload') {
      setToken(decision.token);
      session.routesLoaded = false;
    }
    if (decision.kind !== 'loadUser' || loading.current) return;
    loading.current = true;
    void loadSessionUser().then((ok) => {
      loading.current = false;
      // on success the router is rebuilt with the menu routes and matches this location again
      if (!ok) navigate(sessionFailureRedirect(fullPath), { replace: true });
    });
  }, [decision, fullPath, navigate]);

  usePageTitle();

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'allow' && snap.routesLoaded && !tableHasMenus) return <FullPageSpin />;
  if (decision.kind !== 'allow') return <FullPageSpin />;
  return <Outlet />;
}

function usePageTitle() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const sysTitle = useSnapshot(session).sysConfig.title;
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const handle = match?.handle as RouteHandle | undefined;
  const appTitle = sysTitle || t('app.defaultTitle');
  const pageTitle = handle
    ? titleIn(
        { title: handle.title, i18nKey: handle.i18nKey, path: match?.pathname, enCode: handle.menu?.name },
        i18n.language,
        t,
      )
    : '';
  useEffect(() => {
    document.title = pageTitle ? `${pageTitle} - ${appTitle}` : appTitle;
  }, [pageTitle, appTitle, i18n.language]);
}
