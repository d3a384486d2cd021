import { useState } from 'react';
import { App, Button, Card, Form, Input, Result } from 'antd';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { resetPassword } from '../../api/oauthModes';
import SmsCodeButton, { MOBILE_PATTERN } from '../../components/SmsCodeButton';
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
  const navigate = useNavigate();
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
    <div className={styles.page}>
      <Card className={styles.narrowCard} variant="borderless" title={t('forget.title')} data-testid="forget-page">
        {done ? (
          <Result
            status="success"
            title={t('forget.success')}
            extra={
              <Button type="primary" onClick={() => navigate('/login', { replace: true })}>
                {t('login.backToLogin')}
              </Button>
            }
          />
        ) : (
          <Form form={form} layout="vertical" onFinish={onFinish} data-testid="forget-form">
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
            <Form.Item
              name="confirm"
              label={t('password.repeat')}
              dependencies={['password']}
              rules={[
                { required: true, message: t('password.repeatRequired') },
                ({ getFieldValue }) => ({
                  validator: async (_, value?: string) => {
                    if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
                  },
                }),
              ]}
            >
              <Input.Password autoComplete="new-password" />
            </Form.Item>
            <Button type="primary" htmlType="submit" block loading={submitting}>
              {t('forget.submit')}
            </Button>
            <div className={styles.links}>
              <span />
              <Link to="/login">{t('login.backToLogin')}</Link>
            </div>
          </Form>
        )}
      </Card>
    </div>
  );
}
