import { useState } from 'react';
import { Alert, Button, Form } from 'antd';
// Input's own module, not antd's Input index, which also brings TextArea, Search and OTP to the sign-in page
import Input from 'antd/es/input/Input';
import { MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { smsLogin } from '../../api/oauthModes';
import { finishLogin } from '../../session/finishLogin';
import SmsCodeButton, { MOBILE_PATTERN } from '../../components/SmsCodeButton';
import { loginErrorText } from './loginErrorText';
import styles from './login.module.css';

interface SmsValues {
  mobile: string;
  code: string;
}

/** Sign in with a one-time code sent to the mobile number (the mobile is the account). */
export default function SmsLoginForm() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [form] = Form.useForm<SmsValues>();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState('');

  const onFinish = async (values: SmsValues) => {
    setSubmitting(true);
    setError('');
    try {
      finishLogin(await smsLogin(values.mobile.trim(), values.code.trim()), params);
    } catch (err) {
      setError(loginErrorText(err, t('login.networkError')));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" size="large" onFinish={onFinish} requiredMark={false} data-testid="sms-form">
      <Form.Item
        name="mobile"
        label={t('login.mobile')}
        rules={[
          { required: true, message: t('login.mobileRequired') },
          { pattern: MOBILE_PATTERN, message: t('login.mobileInvalid') },
        ]}
      >
        <Input prefix={<MobileOutlined />} placeholder={t('login.mobilePlaceholder')} maxLength={11} />
      </Form.Item>
      <Form.Item label={t('login.smsCode')} required>
        <div className={styles.captchaRow}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('login.smsCodeRequired') }]}>
            <Input prefix={<SafetyOutlined />} placeholder={t('login.smsCodePlaceholder')} maxLength={6} />
          </Form.Item>
          <SmsCodeButton
            getMobile={async () => (await form.validateFields(['mobile'])).mobile.trim()}
            onSent={() => setError('')}
          />
        </div>
      </Form.Item>
      {error && <Alert type="error" showIcon message={error} className={styles.error} data-testid="sms-error" />}
      <Button type="primary" htmlType="submit" block loading={submitting}>
        {t('login.submit')}
      </Button>
    </Form>
  );
}
