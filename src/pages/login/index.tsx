import { useState } from 'react';
import { Alert, Button, Card, Form, Input, Tabs } from 'antd';
import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { login } from '../../api/oauth';
import { loginRedirectTarget } from '../../router/guard';
import { session, setToken } from '../../store/session';
import { layoutFromTheme, settings } from '../../store/settings';
import { useCaptcha } from './useCaptcha';
import { loginErrorText } from './loginErrorText';
import styles from './login.module.css';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/** Sign-in screen: a centred card with the login modes as tabs (account/password here). */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const captcha = useCaptcha();
  const title = useSnapshot(session).sysConfig.title || t('app.defaultTitle');

  const onFinish = async (values: LoginValues) => {
    setSubmitting(true);
    setError('');
    try {
      const result = await login({
        account: values.account.trim(),
        password: values.password,
        code: values.code ?? '',
        timestamp: captcha.enabled ? captcha.timestamp : '',
      });
      setToken(result.token);
      settings.layoutType = layoutFromTheme(result.theme);
      navigate(loginRedirectTarget(Object.fromEntries(params)), { replace: true });
    } catch (err) {
      setError(loginErrorText(err, t('login.networkError')));
      form.setFieldValue('code', '');
      if (captcha.enabled) captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  const accountForm = (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="login-form">
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[{ required: true, message: t('login.accountRequired') }]}
      >
        <Input
          prefix={<UserOutlined />}
          placeholder={t('login.accountPlaceholder')}
          autoComplete="username"
          onBlur={(e) => captcha.checkAccount(e.target.value)}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={t('login.passwordPlaceholder')}
          autoComplete="current-password"
        />
      </Form.Item>
      {captcha.enabled && (
        <Form.Item label={t('login.captcha')} required>
          <div className={styles.captchaRow}>
            <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.captchaRequired') }]}>
              <Input
                prefix={<SafetyOutlined />}
                placeholder={t('login.captchaPlaceholder')}
                maxLength={captcha.length}
              />
            </Form.Item>
            <img
              className={styles.captchaImg}
              src={captcha.src}
              alt={t('login.captcha')}
              title={t('login.captchaRefresh')}
              onClick={captcha.refresh}
              data-testid="captcha-image"
            />
          </div>
        </Form.Item>
      )}
      {error && <Alert type="error" showIcon message={error} className={styles.error} data-testid="login-error" />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );

  return (
    <div className={styles.page}>
      <Card className={styles.card} bordered={false}>
        <div className={styles.brand}>
          <img src={session.sysConfig.logoIcon || '/logo.svg'} alt="" className={styles.logo} />
          <h1 className={styles.title}>{title}</h1>
        </div>
        <Tabs centered items={[{ key: 'account', label: t('login.tabAccount'), children: accountForm }]} />
      </Card>
      <div className={styles.footer}>{session.sysConfig.copyright || 'Copyright © 2026'}</div>
    </div>
  );
}
