import type { ReactNode } from 'react';
import { Tooltip } from 'antd';
import { MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { settings } from '../../store/settings';
import { appState } from '../../store/app';
import SearchMenu from './navbar/SearchMenu';
import NotificationBell from './navbar/NotificationBell';
import ChatButton from '../../messaging/chat/ChatButton';
import LanguageSwitch from './navbar/LanguageSwitch';
import FullscreenToggle from './navbar/FullscreenToggle';
import UserDropdown from './navbar/UserDropdown';
import { SystemSwitchButton, useCanSwitchSystem } from './navbar/SystemSwitch';
import styles from '../layout.module.css';

/** Opens/closes the sidebar: the persisted desktop state, or the overlay on a phone-sized screen. */
export function Hamburger() {
  const { t } = useTranslation();
  const { sidebarOpened } = useSnapshot(settings);
  const { device, mobileSidebarOpen } = useSnapshot(appState);
  const mobile = device === 'mobile';
  const opened = mobile ? mobileSidebarOpen : sidebarOpened;
  const toggle = () => {
    if (mobile) appState.mobileSidebarOpen = !mobileSidebarOpen;
    else {
      settings.withoutAnimation = false;
      settings.sidebarOpened = !sidebarOpened;
    }
  };
  return (
    <button
      type="button"
      className={styles.hamburger}
      aria-label={t('layout.toggleSidebar')}
      aria-expanded={opened}
      data-testid="hamburger"
      onClick={toggle}
    >
      {opened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
    </button>
  );
}

/** Right side of the navbar: search, bell, system switch, language, fullscreen, settings, user. */
function NavbarTools() {
  const { t } = useTranslation();
  const { showSearch, showLanguage } = useSnapshot(settings);
  const { device } = useSnapshot(appState);
  const canSwitch = useCanSwitchSystem();
  const desktop = device === 'desktop';
  return (
    <div className={styles.navRight}>
      {desktop && showSearch && <SearchMenu />}
      <NotificationBell />
      <ChatButton />
      {canSwitch && <SystemSwitchButton />}
      {showLanguage && <LanguageSwitch />}
      {desktop && <FullscreenToggle />}
      <Tooltip title={t('settings.title')}>
        <button
          type="button"
          className={styles.tool}
          onClick={() => (appState.settingsDrawerOpen = true)}
          aria-label={t('settings.title')}
          data-testid="settings-gear"
        >
          <SettingOutlined />
        </button>
      </Tooltip>
      <UserDropdown />
    </div>
  );
}

/** The top bar: the layout decides what goes on the left (hamburger, brand, top menu); the tools are shared. */
export default function Navbar({ left, fullWidth }: { left: ReactNode; fullWidth: boolean }) {
  return (
    <header className={`${styles.navbar} ${fullWidth ? styles.navbarTop : ''}`} data-region="navbar">
      <div className={styles.navLeft}>{left}</div>
      <NavbarTools />
    </header>
  );
}
