import { useEffect, useMemo } from 'react';
import { Drawer } from 'antd';
import { useLocation } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { settings, type LayoutType } from '../store/settings';
import { appState } from '../store/app';
import { initAffixTags } from '../store/tags';
import { useMenuRoutes } from '../router/MenuRoutesContext';
import type { MenuRoute } from '../router/menuRoutes';
import { fixedLayoutRoutes } from '../router/buildRoutes';
import { loadValidationLanguage } from '../i18n/applyLanguage';
import SessionPrompts from '../session/SessionPrompts';
import UploadPanel from '../upload/UploadPanel';
import Navbar, { Hamburger } from './parts/Navbar';
import Sidebar, { SIDEBAR_WIDTH } from './parts/Sidebar';
import TopMenu from './parts/TopMenu';
import Brand from './parts/Brand';
import TagsBar from './parts/TagsBar';
import ViewOutlet from './parts/ViewOutlet';
import { EngineProvider } from '../engine/EngineProvider';
import SettingsDrawer from './parts/SettingsDrawer';
import PageHeading, { SkipLink } from './parts/PageHeading';
import { SystemDrawer } from './parts/navbar/SystemSwitch';
import { useDevice } from './useDevice';
import { menuTrail } from './useOpenMenu';
import { useMessageSocket } from '../messaging/useMessageSocket';
import styles from './layout.module.css';

// the pinned tabs come from the fixed routes marked affix (/home)
initAffixTags(
  fixedLayoutRoutes
    .filter((r) => r.affix)
    .map((r) => ({
      key: r.path,
      path: r.path,
      title: r.title,
      i18nKey: r.i18nKey,
      icon: 'HomeOutlined',
      affix: true,
      noCache: false,
    })),
);

/** Blend layout: the top entry whose children fill the left sub-menu (the clicked one, else the location's). */
function useBlendRoot(routes: readonly MenuRoute[]): MenuRoute | undefined {
  const { pathname } = useLocation();
  const { blendTopId } = useSnapshot(appState);
  useEffect(() => {
    appState.blendTopId = null; // a new location decides again
  }, [pathname]);
  const id = blendTopId ?? menuTrail(routes, pathname)[0];
  return routes.find((r) => r.id === id);
}

/**
 * The main layout composes the shared parts by `settings.layoutType`:
 * - classic: sidebar (brand, full menu, 210px, hamburger-collapsible) | navbar, tags, main
 * - functional: full-width navbar with brand and the whole menu as a top menu | tags, main
 * - plain: full-width navbar with brand | icon-only sidebar | tags, main
 * - blend: full-width navbar with brand and the first menu level | sub-menu of the chosen entry | tags, main
 * Below 992px every layout becomes classic with the sidebar as an overlay (top menus do not fit a phone).
 */
export default function AppLayout() {
  useDevice();
  useMessageSocket();
  useEffect(() => loadValidationLanguage(), []);
  const routes = useMenuRoutes();
  const { layoutType, sidebarOpened, tagsView, sidebarTheme } = useSnapshot(settings);
  const { device, mobileSidebarOpen } = useSnapshot(appState);
  const mobile = device === 'mobile';
  const layout: LayoutType = mobile ? 'classic' : layoutType;
  const blendRoot = useBlendRoot(routes);
  const blendChildren = useMemo(() => blendRoot?.children ?? [], [blendRoot]);

  const fullWidthBar = layout !== 'classic';
  let navLeft;
  if (layout === 'classic')
    navLeft = (
      <>
        <Hamburger />
        {/* on a phone the sidebar (and its brand) is hidden, so the bar says where the user is */}
        {mobile && <Brand />}
      </>
    );
  else if (layout === 'functional')
    navLeft = (
      <>
        <Brand />
        <TopMenu routes={routes} rootsOnly={false} />
      </>
    );
  else if (layout === 'blend')
    navLeft = (
      <>
        <Brand />
        {blendChildren.length > 0 && <Hamburger />}
        <TopMenu routes={routes} rootsOnly activeRootId={blendRoot?.id} />
      </>
    );
  else navLeft = <Brand />;

  let sidebar = null;
  if (layout === 'classic' && !mobile)
    sidebar = <Sidebar routes={routes} collapsed={!sidebarOpened} withBrand withHome />;
  else if (layout === 'plain') sidebar = <Sidebar routes={routes} collapsed withBrand={false} withHome />;
  else if (layout === 'blend' && blendChildren.length > 0)
    sidebar = <Sidebar routes={blendChildren} collapsed={!sidebarOpened} withBrand={false} withHome={false} />;

  return (
    <div className={styles.root} data-layout={layout} data-device={device}>
      <SkipLink />
      {fullWidthBar && <Navbar left={navLeft} fullWidth />}
      <div className={styles.body}>
        {sidebar}
        <div className={styles.column}>
          {!fullWidthBar && <Navbar left={navLeft} fullWidth={false} />}
          {tagsView && <TagsBar />}
          <main className={styles.main} data-region="main" id="main-content" tabIndex={-1}>
            <PageHeading />
            <EngineProvider>
              <ViewOutlet />
            </EngineProvider>
          </main>
        </div>
      </div>
      {mobile && (
        <Drawer
          placement="left"
          width={SIDEBAR_WIDTH}
          open={mobileSidebarOpen}
          onClose={() => (appState.mobileSidebarOpen = false)}
          closable={false}
          className={styles.mobileDrawer}
          styles={{ body: { padding: 0, background: sidebarTheme === 'dark' ? '#001529' : '#fff' } }}
        >
          <Sidebar routes={routes} collapsed={false} withBrand withHome />
        </Drawer>
      )}
      <SettingsDrawer />
      <SystemDrawer />
      <SessionPrompts />
      <UploadPanel />
    </div>
  );
}
