import { App, Avatar, Dropdown, type MenuProps } from 'antd';
import {
  FileTextOutlined,
  InfoCircleOutlined,
  LockOutlined,
  LogoutOutlined,
  MessageOutlined,
  ReadOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../../store/session';
import { signOut } from '../../../session/logout';
import { lockScreen } from '../../../session/lock';
import { fileHref } from '../../../engine/uploadSources';
import { useHelpDialogs } from './helpDialogs';
import styles from '../../layout.module.css';

const tagged = (testId: string, text: string) => <span data-testid={testId}>{text}</span>;

/** The user's menu: profile, lock screen, the help entries, logout (after a confirmation). */
export default function UserDropdown() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const help = useHelpDialogs();

  const items: MenuProps['items'] = [
    { key: 'profile', icon: <UserOutlined />, label: tagged('menu-profile', t('layout.profile')) },
    { key: 'lock', icon: <LockOutlined />, label: tagged('menu-lock', t('layout.lockScreen')) },
    { type: 'divider' },
    { key: 'documentation', icon: <ReadOutlined />, label: t('layout.documentation') },
    { key: 'feedback', icon: <MessageOutlined />, label: t('layout.feedback') },
    { key: 'statement', icon: <FileTextOutlined />, label: t('layout.statement') },
    { key: 'about', icon: <InfoCircleOutlined />, label: tagged('menu-about', t('layout.about')) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: tagged('menu-logout', t('layout.logout')) },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'profile') navigate('/profile');
    else if (key === 'lock') void lockScreen();
    else if (key === 'logout')
      modal.confirm({
        title: t('layout.logoutConfirm'),
        okText: t('layout.confirm'),
        cancelText: t('layout.cancel'),
        onOk: () => signOut(),
      });
    else help.open(key as 'documentation' | 'feedback' | 'statement' | 'about');
  };

  return (
    <>
      <Dropdown menu={{ items, onClick }} placement="bottomRight" trigger={['click']}>
        <button type="button" className={styles.userButton} data-testid="user-menu">
          <Avatar
            size={28}
            src={userInfo?.headIcon ? fileHref(userInfo.headIcon) : undefined}
            icon={<UserOutlined />}
          />
          <span className={styles.userName}>{userInfo?.userName}</span>
        </button>
      </Dropdown>
      {help.element}
    </>
  );
}
