import { useEffect, useState } from 'react';
import { App, Button, Modal, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { session } from '../store/session';
import ChangePasswordForm from '../components/ChangePasswordForm';
import { mustChangePassword } from './passwordPolicy';
import { takeJustSignedIn } from './loginReminder';
import { signOut } from './logout';

/** The login reminder is shown for 2000 ms at the bottom right. */
const REMINDER_SECONDS = 2;

/**
 * What the session asks of the user once signed in: a forced password change (initial password, policy on),
 * the 信息补充 dialog for incomplete identity information, and the last-login reminder after a sign-in.
 * The two dialogs have no close button, mask click or Esc: the only ways out are the ones they offer.
 */
export default function SessionPrompts() {
  const { t } = useTranslation();
  const { notification, message } = App.useApp();
  const navigate = useNavigate();
  const { userInfo, sysConfig } = useSnapshot(session);
  const [supplementDismissed, setSupplementDismissed] = useState(false);

  useEffect(() => {
    if (!userInfo || !takeJustSignedIn() || userInfo.prevLogin !== 1) return;
    const time = userInfo.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss') : '—';
    const ip = [userInfo.prevLoginIPAddress, userInfo.prevLoginIPAddressName].filter(Boolean).join(' ') || '—';
    notification.info({
      key: 'login-reminder',
      placement: 'bottomRight',
      duration: REMINDER_SECONDS,
      message: t('session.loginReminderTitle'),
      description: <span data-testid="login-reminder">{t('session.loginReminderText', { time, ip })}</span>,
    });
  }, [userInfo, notification, t]);

  if (!userInfo) return null;
  const forcePassword = mustChangePassword(userInfo.changePasswordDate, sysConfig);
  const supplement = !forcePassword && userInfo.incompleteInfo === 1 && !supplementDismissed;
  const locked = { closable: false, maskClosable: false, keyboard: false } as const;

  return (
    <>
      <Modal
        {...locked}
        open={forcePassword}
        width={600}
        title={t('session.forcePasswordTitle')}
        footer={null}
        destroyOnHidden
        data-testid="force-password-dialog"
      >
        <Typography.Paragraph type="warning">{t('session.forcePasswordText')}</Typography.Paragraph>
        <ChangePasswordForm
          onSuccess={(msg) => {
            void message.success(msg);
            void signOut();
          }}
        />
        <div style={{ textAlign: 'right' }}>
          <Button type="link" onClick={() => void signOut()}>
            {t('layout.logout')}
          </Button>
        </div>
      </Modal>
      <Modal
        {...locked}
        open={supplement}
        title={t('session.supplementTitle')}
        data-testid="supplement-dialog"
        footer={[
          <Button key="logout" onClick={() => void signOut()} data-testid="supplement-logout">
            {t('layout.logout')}
          </Button>,
          <Button
            key="go"
            type="primary"
            data-testid="supplement-go"
            onClick={() => {
              setSupplementDismissed(true);
              navigate('/profile');
            }}
          >
            {t('session.supplementGo')}
          </Button>,
        ]}
      >
        {t('session.supplementText')}
      </Modal>
    </>
  );
}
