import { useState, type ButtonHTMLAttributes } from 'react';
import { Alert, Button, Form } from 'antd';
// Input's own module, not antd's Input index, which also brings TextArea, Search and OTP to the sign-in page
import Input from 'antd/es/input/Input';
import Password from 'antd/es/input/Password';
import { EyeInvisibleOutlined, EyeOutlined, LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { login } from '../../api/oauth';
import { finishLogin } from '../../session/finishLogin';
import { useCaptcha } from './useCaptcha';
import { loginErrorText } from './loginErrorText';
import styles from './login.module.css';

interface LoginValues {
  account: string;
  password: string;
  code?: string;
}

/** The show-password toggle as a real button, so the keyboard reaches it (antd's eye is a bare icon). */
function PasswordEye({ visible, ...rest }: { visible: boolean } & ButtonHTMLAttributes<HTMLButtonElement>) {
  const { t } = useTranslation();
  return (
    // antd clones the icon with its click handler: rest carries it to the button
    <button
      {...rest}
      type="button"
      className={styles.eye}
      aria-label={t(visible ? 'login.hidePassword' : 'login.showPassword')}
      aria-pressed={visible}
      data-testid="password-eye"
    >
      {visible ? <EyeOutlined /> : <EyeInvisibleOutlined />}
    </button>
  );
}

const passwordProps = {
  prefix: <LockOutlined />,
  autoComplete: 'current-password',
  iconRender: (visible: boolean) => <PasswordEye visible={visible} />,
};

/** Account and password, with the captcha when the server asks for one for this account; the account field has the focus on load. */
export default function AccountLoginForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<LoginValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');
  const captcha = useCaptcha();

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
      finishLogin(result, params);
    } catch (err) {
      setError(loginErrorText(err, t('login.networkError')));
      form.setFieldValue('code', '');
      if (captcha.enabled) captcha.refresh();
    } finally {
      setSubmitting(false);
    }
  };

  return (
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
          autoFocus
          onBlur={(e) => captcha.checkAccount(e.target.value)}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[{ required: true, message: t('login.passwordRequired') }]}
      >
        <Password {...passwordProps} placeholder={t('login.passwordPlaceholder')} />
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
}
