import { App, Card, Tabs, Typography } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../store/session';
import { signOut } from '../../session/logout';
import ChangePasswordForm from '../../components/ChangePasswordForm';
import BaseInfoTab from './BaseInfoTab';
import SignatureTab from './SignatureTab';
import MembershipTab from './MembershipTab';
import SubordinatesTab from './SubordinatesTab';
import AuthorizeTab from './AuthorizeTab';
import { AvatarUpload } from './AvatarUpload';
import SystemLogTab from './SystemLogTab';

/** Personal information (/profile): base info, password, signatures, memberships, reports, permissions, log. */
export default function ProfilePage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const { userInfo } = useSnapshot(session);
  return (
    <Card data-testid="profile-page">
      <div style={{ display: 'flex', alignItems: 'center', gap: 16, marginBottom: 16 }}>
        <AvatarUpload />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }}>
            {userInfo?.userName}
          </Typography.Title>
          <Typography.Text type="secondary">
            {userInfo?.userAccount} · {userInfo?.organizeName}
          </Typography.Text>
        </div>
      </div>
      <Tabs
        items={[
          { key: 'base', label: t('profile.tabs.base'), children: <BaseInfoTab /> },
          {
            key: 'password',
            label: <span data-testid="profile-tab-password">{t('profile.tabs.password')}</span>,
            children: (
              <div style={{ maxWidth: 480 }}>
                <ChangePasswordForm
                  onSuccess={(msg) => {
                    void message.success(msg);
                    void signOut();
                  }}
                />
              </div>
            ),
          },
          { key: 'signature', label: t('profile.tabs.signature'), children: <SignatureTab /> },
          { key: 'membership', label: t('profile.tabs.membership'), children: <MembershipTab /> },
          { key: 'subordinates', label: t('profile.tabs.subordinates'), children: <SubordinatesTab /> },
          { key: 'authorize', label: t('profile.tabs.authorize'), children: <AuthorizeTab /> },
          { key: 'log', label: t('profile.tabs.log'), children: <SystemLogTab /> },
        ]}
      />
    </Card>
  );
}
