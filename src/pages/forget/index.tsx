import { useState } from 'react';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/oauthModes';
import RepeatPasswordItem from '../../components/RepeatPasswordItem';
import SmsCodeButton, { MOBILE_PATTERN } from '../../components/SmsCodeButton';
import AccountFormPage from '../register/AccountFormPage';
import { PASSWORD_PATTERN } from '../register/patterns';
import styles from '../login/login.module.css';

interface Values {
  mobile: string;
  code: string;
  password: string;
  confirm: string;
}

/** Forgotten password (public routes /forget and /forget1): prove the bound mobile by SMS, set a new password. */
export default function ForgetPasswordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [submitting, setSubmitting] = useState(false);
  const [done, setDone] = useState(false);

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      await resetPassword({ mobile: values.mobile.trim(), code: values.code.trim(), password: values.password });
      void message.success(t('forget.success'));
      setDone(true);
    } catch {
      // the request layer showed the server's reason
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <AccountFormPage
      title={t('forget.title')}
      name="forget"
      form={form}
      onFinish={onFinish}
      submitText={t('forget.submit')}
      submitting={submitting}
      done={done}
      successTitle={t('forget.success')}
    >
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input maxLength={11} placeholder={t('login.mobilePlaceholder')} />
      </Form.Item>
      <Form.Item label={t('login.smsCode')} required>
        <div className={styles.captchaRow}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.smsCodeRequired') }]}>
            <Input maxLength={6} placeholder={t('login.smsCodePlaceholder')} />
          </Form.Item>
          <SmsCodeButton getMobile={async () => (await form.validateFields(['mobile'])).mobile.trim()} />
        </div>
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.newRequired') },
          { pattern: PASSWORD_PATTERN, message: t('register.passwordRule') },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <RepeatPasswordItem />
    </AccountFormPage>
  );
}
