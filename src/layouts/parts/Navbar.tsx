import { useState, type ReactNode } from 'react';
import { Popover, Tooltip } from 'antd';
import { EllipsisOutlined, MenuFoldOutlined, MenuUnfoldOutlined, SettingOutlined } from '@ant-design/icons';
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
import narrow from './navbar/narrow.module.css';

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

function SettingsGear({ onOpen }: { onOpen?: () => void }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('settings.title')}>
      <button
        type="button"
        className={styles.tool}
        onClick={() => {
          onOpen?.();
          appState.settingsDrawerOpen = true;
        }}
        aria-label={t('settings.title')}
        data-testid="settings-gear"
      >
        <SettingOutlined />
      </button>
    </Tooltip>
  );
}

/**
 * Right side of the navbar: search, bell, chat, system switch, language, fullscreen, settings, user. On a phone
 * (narrow.module.css) chat, system switch, language and settings fold into a "more" popover; bell and user stay.
 */
function NavbarTools() {
  const { t } = useTranslation();
  const { showSearch, showLanguage } = useSnapshot(settings);
  const { device } = useSnapshot(appState);
  const canSwitch = useCanSwitchSystem();
  const [moreOpen, setMoreOpen] = useState(false);
  const desktop = device === 'desktop';
  const foldable = (inMore: boolean) => (
    <>
      <ChatButton />
      {canSwitch && <SystemSwitchButton />}
      {showLanguage && <LanguageSwitch />}
      {desktop && <FullscreenToggle />}
      <SettingsGear onOpen={inMore ? () => setMoreOpen(false) : undefined} />
    </>
  );
  return (
    <div className={`${styles.navRight} ${narrow.tools}`} data-nav-tools="">
      {desktop && showSearch && <SearchMenu />}
      <NotificationBell />
      <span className={narrow.foldable} data-nav-fold="">
        {foldable(false)}
      </span>
      <Popover
        trigger="click"
        placement="bottomRight"
        open={moreOpen}
        onOpenChange={setMoreOpen}
        destroyOnHidden
        content={
          <div className={narrow.moreTools} data-testid="nav-more-tools">
            {foldable(true)}
          </div>
        }
      >
        <button
          type="button"
          className={`${styles.tool} ${narrow.more}`}
          aria-label={t('layout.more')}
          data-testid="nav-more"
        >
          <EllipsisOutlined />
        </button>
      </Popover>
      <UserDropdown />
    </div>
  );
}

/** The top bar: the layout decides what goes on the left (hamburger, brand, top menu); the tools are shared. */
export default function Navbar({ left, fullWidth }: { left: ReactNode; fullWidth: boolean }) {
  return (
    <header className={`${styles.navbar} ${fullWidth ? styles.navbarTop : ''}`} data-region="navbar">
      <div className={`${styles.navLeft} ${narrow.left}`} data-nav-left="">
        {left}
      </div>
      <NavbarTools />
    </header>
  );
}
