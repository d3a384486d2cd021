import { useState } from 'react';
import { Alert, Avatar, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UnlockOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { unlockScreen } from '../../api/oauth';
import { session, setLocked } from '../../store/session';
import { signOut } from '../../session/logout';
import { loginErrorText } from '../login/loginErrorText';
import styles from './lockScreen.module.css';

/**
 * The locked screen: the signed-in account is shown and only its password unlocks (checked by the server,
 * md5-hashed). Signing out is the other way out. Without a session there is nothing to unlock: go to /login.
 */
export default function LockScreenPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo, token } = useSnapshot(session);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ password: string }>();

  const onFinish = async ({ password }: { password: string }) => {
    if (!userInfo) return;
    setBusy(true);
    setError('');
    try {
      await unlockScreen(userInfo.userAccount, password, { silent: true });
      setLocked(false);
      navigate('/home', { replace: true });
    } catch (err) {
      setError(loginErrorText(err, t('login.networkError')));
      form.setFieldValue('password', '');
    } finally {
      setBusy(false);
    }
  };

  const leave = () => {
    if (token) void signOut();
    else {
      setLocked(false);
      navigate('/login', { replace: true });
    }
  };

  return (
    <div className={styles.page} data-testid="lock-screen">
      <div className={styles.panel}>
        <Avatar size={72} src={userInfo?.headIcon || undefined} icon={<UserOutlined />} />
        <Typography.Title level={4} className={styles.name} data-testid="lock-user">
          {userInfo ? `${userInfo.userName}（${userInfo.userAccount}）` : t('lock.title')}
        </Typography.Title>
        <Typography.Text className={styles.hint}>
          <LockOutlined /> {t('lock.hint')}
        </Typography.Text>
        {userInfo && (
          <Form form={form} onFinish={onFinish} className={styles.form}>
            <Form.Item name="password" rules={[{ required: true, message: t('login.passwordRequired') }]}>
              <Input.Password
                size="large"
                autoFocus
                placeholder={t('lock.passwordPlaceholder')}
                autoComplete="current-password"
                data-testid="lock-password"
              />
            </Form.Item>
            {error && (
              <Alert type="error" showIcon message={error} data-testid="lock-error" style={{ marginBottom: 16 }} />
            )}
            <Button type="primary" size="large" block htmlType="submit" loading={busy} icon={<UnlockOutlined />}>
              {t('lock.unlock')}
            </Button>
          </Form>
        )}
        <Button type="link" className={styles.logout} onClick={leave} data-testid="lock-logout">
          {token ? t('lock.logout') : t('login.backToLogin')}
        </Button>
      </div>
    </div>
  );
}
