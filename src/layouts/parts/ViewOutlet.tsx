import { Suspense, useEffect, useMemo } from 'react';
import { Spin } from 'antd';
import { useLocation, useMatches, useOutlet } from 'react-router-dom';
import { KeepAlive, useKeepAliveRef } from 'keepalive-for-react';
import { useSnapshot } from 'valtio';
import { settings } from '../../store/settings';
import { openTag, registerViewCache, tags } from '../../store/tags';
import type { RouteHandle } from '../../router/routeHandle';

/** Icons of fixed routes in the tags bar (menu routes carry their own). */
const FIXED_ICONS: Record<string, string> = {
  '/home': 'HomeOutlined',
  '/dashboard': 'DashboardOutlined',
  '/profile': 'UserOutlined',
  '/menuMore': 'AppstoreOutlined',
  '/messageRecord': 'MessageOutlined',
  '/emailDetail': 'MailOutlined',
  '/externalLink': 'LinkOutlined',
};

/** /redirect/* only bounces back to the view being refreshed: never a tab, never cached. */
const REDIRECT = /^\/redirect(\/|$)/;

function Loading() {
  return (
    <div style={{ display: 'flex', justifyContent: 'center', padding: 48 }}>
      <Spin />
    </div>
  );
}

/** Every view shown in the main area becomes a tab (the tags view). */
function useTrackView(key: string, pathname: string) {
  const matches = useMatches();
  const match = matches[matches.length - 1];
  const handle = match?.handle as RouteHandle | undefined;
  useEffect(() => {
    if (!handle?.title || REDIRECT.test(pathname) || pathname === '/') return;
    openTag({
      key,
      path: pathname,
      title: handle.title,
      i18nKey: handle.i18nKey,
      enCode: handle.menu?.name,
      icon: handle.icon || FIXED_ICONS[pathname],
      affix: Boolean(handle.affix),
      noCache: Boolean(handle.noCache),
    });
  }, [key, pathname, handle]);
}

/**
 * The main area. With the cache setting on, views are kept alive per path+query (keepalive-for-react), so a
 * half-filled form survives switching tabs; views marked noCache, and refresh round trips, are not kept.
 */
export default function ViewOutlet() {
  const outlet = useOutlet();
  const location = useLocation();
  const key = location.pathname + location.search;
  const { useCache } = useSnapshot(settings);
  const { views } = useSnapshot(tags);
  const aliveRef = useKeepAliveRef();
  useTrackView(key, location.pathname);

  useEffect(() => {
    registerViewCache({
      destroy: async (keys) => aliveRef.current?.destroy(keys),
      destroyAll: async () => aliveRef.current?.destroyAll(),
    });
    return () => registerViewCache(null);
  }, [aliveRef]);

  const noCacheSignature = views
    .filter((v) => v.noCache)
    .map((v) => v.key)
    .join('\n');
  // a stable array: KeepAlive re-checks every cached view when `exclude` changes identity
  const exclude = useMemo(
    () => [REDIRECT, ...(noCacheSignature ? noCacheSignature.split('\n') : [])],
    [noCacheSignature],
  );

  const content = <Suspense fallback={<Loading />}>{outlet}</Suspense>;
  if (!useCache) return content;
  return (
    <KeepAlive activeCacheKey={key} aliveRef={aliveRef} exclude={exclude} max={20}>
      {content}
    </KeepAlive>
  );
}
