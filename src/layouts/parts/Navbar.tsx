import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import { LogoutOutlined, MenuFoldOutlined, MenuUnfoldOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../store/session';
import { settings } from '../../store/settings';
import { signOut } from '../../session/logout';
import styles from '../layout.module.css';

/** Top bar: hamburger collapse toggle on the left, the user's menu on the right. */
export default function Navbar() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const { sidebarOpened } = useSnapshot(settings);

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: t('layout.profile') },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: <span data-testid="menu-logout">{t('layout.logout')}</span> },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    if (key === 'logout') {
      modal.confirm({
        title: t('layout.logoutConfirm'),
        okText: t('layout.confirm'),
        cancelText: t('layout.cancel'),
        onOk: () => signOut(),
      });
    }
  };

  return (
    <div className={styles.navbar} data-region="navbar">
      <button
        type="button"
        className={styles.hamburger}
        aria-label={t('layout.toggleSidebar')}
        data-testid="hamburger"
        onClick={() => (settings.sidebarOpened = !sidebarOpened)}
      >
        {sidebarOpened ? <MenuFoldOutlined /> : <MenuUnfoldOutlined />}
      </button>
      <div className={styles.navRight}>
        <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
          <button type="button" className={styles.userButton} data-testid="user-menu">
            <Avatar size={28} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
            <span className={styles.userName}>{userInfo?.userName}</span>
          </button>
        </Dropdown>
      </div>
    </div>
  );
}
