import { useState } from 'react';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../../api/oauth';
import { register } from '../../api/oauthModes';
import RepeatPasswordItem from '../../components/RepeatPasswordItem';
import { MOBILE_PATTERN } from '../../components/SmsCodeButton';
import AccountFormPage from './AccountFormPage';
import { ACCOUNT_PATTERN, PASSWORD_PATTERN } from './patterns';
import styles from '../login/login.module.css';

interface Values {
  account: string;
  realName: string;
  mobilePhone: string;
  email?: string;
  password: string;
  confirm: string;
  code: string;
}

const CAPTCHA_LENGTH = 4;
const newTimestamp = () => `${Date.now()}${Math.random().toString().slice(2, 6)}`;

/** Self-registration (public route /register): checked here with the spec's named rules, then by the server. */
export default function RegisterPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [timestamp, setTimestamp] = useState(newTimestamp);
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const onFinish = async ({ confirm: _confirm, ...values }: Values) => {
    setSubmitting(true);
    try {
      await register({ ...values, account: values.account.trim(), timestamp });
      void message.success(t('register.success'));
      setDone(true);
    } catch {
      form.setFieldValue('code', '');
      setTimestamp(newTimestamp());
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AccountFormPage
      title={t('register.title')}
      name="register"
      form={form}
      onFinish={onFinish}
      submitText={t('register.submit')}
      submitting={submitting}
      done={done}
      successTitle={t('register.success')}
    >
      <Form.Item
        name="account"
        label={t('login.account')}
        rules={[
          { required: true, message: t('login.accountRequired') },
          { pattern: ACCOUNT_PATTERN, message: t('register.accountRule') },
        ]}
      >
        <Input maxLength={50} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="realName"
        label={t('register.realName')}
        rules={[{ required: true, message: t('register.realNameRequired') }]}
      >
        <Input maxLength={50} />
      </Form.Item>
      <Form.Item
        name="mobilePhone"
        label={t('login.mobile')}
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input maxLength={11} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('register.email')}
        rules={[{ type: 'email', message: t('register.emailInvalid') }]}
      >
        <Input maxLength={100} />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('login.password')}
        rules={[
          { required: true, message: t('login.passwordRequired') },
          { pattern: PASSWORD_PATTERN, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RepeatPasswordItem />
      <CaptchaItem timestamp={timestamp} onRefresh={() => setTimestamp(newTimestamp())} />
    </AccountFormPage>
  );
}

/** The captcha of the registration: its image is drawn for `timestamp`, a click draws a new one. */
function CaptchaItem({ timestamp, onRefresh }: { timestamp: string; onRefresh(): void }) {
  const { t } = useTranslation();
  return (
    <Form.Item label={t('login.captcha')} required>
      <div className={styles.captchaRow}>
        <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.captchaRequired') }]}>
          <Input maxLength={CAPTCHA_LENGTH} placeholder={t('login.captchaPlaceholder')} />
        </Form.Item>
        <img
          className={styles.captchaImg}
          src={captchaUrl(CAPTCHA_LENGTH, timestamp)}
          alt={t('login.captcha')}
          title={t('login.captchaRefresh')}
          onClick={onRefresh}
          style={{ height: 32 }}
        />
      </div>
    </Form.Item>
  );
}
