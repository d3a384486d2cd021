import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../store/session';
import { settings } from '../store/settings';
import SideMenu from './parts/SideMenu';
import Navbar from './parts/Navbar';
import FullPageSpin from '../components/FullPageSpin';
import styles from './layout.module.css';

export const SIDEBAR_WIDTH = 210;
const COLLAPSED_WIDTH = 54;

/**
 * The main layout. The classic arrangement (sidebar + navbar + main) is built here; the functional, plain and
 * blend arrangements compose the same parts and slot in by `settings.layoutType`.
 */
export default function AppLayout() {
  const { t } = useTranslation();
  const { sidebarOpened } = useSnapshot(settings);
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig.title || t('app.defaultTitle');
  return (
    <Layout className={styles.root}>
      <Layout.Sider
        width={SIDEBAR_WIDTH}
        collapsedWidth={COLLAPSED_WIDTH}
        collapsed={!sidebarOpened}
        theme="dark"
        className={styles.sider}
        data-region="sidebar"
      >
        <div className={styles.brand}>
          <img
            src={sysConfig.navigationIcon || sysConfig.logoIcon || '/logo.svg'}
            alt=""
            className={styles.brandLogo}
          />
          {sidebarOpened && <span className={styles.brandTitle}>{title}</span>}
        </div>
        <div className={styles.menuScroll}>
          <SideMenu collapsed={!sidebarOpened} theme="dark" />
        </div>
      </Layout.Sider>
      <Layout className={styles.rightColumn}>
        <Navbar />
        <main className={styles.main} data-region="main">
          <Suspense fallback={<FullPageSpin />}>
            <Outlet />
          </Suspense>
        </main>
      </Layout>
    </Layout>
  );
}
