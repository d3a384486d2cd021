import { Layout } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { settings } from '../../store/settings';
import type { MenuRoute } from '../../router/menuRoutes';
import SideMenu, { COLLAPSED_WIDTH } from './SideMenu';
import Brand from './Brand';
import styles from '../layout.module.css';

export const SIDEBAR_WIDTH = 210;

export interface SidebarProps {
  routes: readonly MenuRoute[];
  collapsed: boolean;
  /** the classic layout carries the brand in the sidebar; top-bar layouts carry it in the navbar */
  withBrand: boolean;
  withHome: boolean;
}

/** The left column: 210px, or an icon column when collapsed; light or dark from the settings. */
export default function Sidebar({ routes, collapsed, withBrand, withHome }: SidebarProps) {
  const { t } = useTranslation();
  const { sidebarTheme, withoutAnimation } = useSnapshot(settings);
  const dark = sidebarTheme === 'dark';
  const className = [styles.sider, dark ? '' : styles.siderLight, withoutAnimation ? styles.siderNoAnimation : '']
    .filter(Boolean)
    .join(' ');
  return (
    <Layout.Sider
      width={SIDEBAR_WIDTH}
      collapsedWidth={COLLAPSED_WIDTH}
      collapsed={collapsed}
      theme={sidebarTheme}
      className={className}
      data-region="sidebar"
      data-collapsed={collapsed ? 'true' : 'false'}
    >
      {withBrand && <Brand collapsed={collapsed} dark={dark} />}
      <nav className={styles.menuScroll} aria-label={t('layout.mainMenu')}>
        <SideMenu routes={routes} collapsed={collapsed} theme={sidebarTheme} withHome={withHome} />
      </nav>
    </Layout.Sider>
  );
}
