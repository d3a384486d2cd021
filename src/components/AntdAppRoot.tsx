import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import AppContext, { type useAppProps } from 'antd/es/app/context';
import useAppStyle from 'antd/es/app/style';
import { ConfigContext } from 'antd/es/config-provider/context';
import FullPageSpin from './FullPageSpin';

/**
 * antd's <App> as the app's root, with the costly half loaded on demand. The root element (`ant-app` with the
 * theme's class: base text style, antd's link reset) and the context that App.useApp() reads are here from the
 * start; the message, notification and modal hooks (AntdAppHolders) are fetched when the first screen that may
 * use them mounts, which the sign-in page never is. Being one element above the router, as antd's App was,
 * the holders outlive a router rebuild: the toast shown before a sign-out stays on the login page.
 */
const Holders = lazy(() => import('./AntdAppHolders'));

const Readiness = createContext<{ ready: boolean; want(): void }>({ ready: true, want: () => undefined });

export default function AntdAppRoot({ children }: { children: ReactNode }) {
  const { getPrefixCls } = useContext(ConfigContext);
  const prefixCls = getPrefixCls('app');
  const [wrapCSSVar, hashId, cssVarCls] = useAppStyle(prefixCls);
  const [wanted, setWanted] = useState(false);
  const [api, setApi] = useState<useAppProps | null>(null);
  const want = useCallback(() => setWanted(true), []);
  const readiness = useMemo(() => ({ ready: api !== null, want }), [api, want]);

  return wrapCSSVar(
    <Readiness.Provider value={readiness}>
      <AppContext.Provider value={api ?? undefinedApi}>
        <div className={`${hashId} ${prefixCls} ${cssVarCls}`.trim()}>
          {/* the first slot holds the holders, so mounting them leaves the screens below untouched */}
          {wanted ? (
            <Suspense fallback={null}>
              <Holders onReady={setApi} />
            </Suspense>
          ) : null}
          {children}
        </div>
      </AppContext.Provider>
    </Readiness.Provider>,
  );
}

// what antd's AppContext holds outside an App; nothing reads it: WithAntdApp waits for the real one
const undefinedApi = { message: {}, notification: {}, modal: {} } as useAppProps;

/** Renders its screen once App.useApp() works (the holders are in), with the route spinner meanwhile. */
export function WithAntdApp({ children }: { children: ReactNode }) {
  const { ready, want } = useContext(Readiness);
  useEffect(() => {
    if (!ready) want();
  }, [ready, want]);
  return ready ? children : <FullPageSpin />;
}
