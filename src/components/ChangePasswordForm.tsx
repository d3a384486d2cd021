import { useMemo, useState } from 'react';
import { Button, Form, Input, Space } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { captchaUrl } from '../api/oauth';
import { modifyPassword } from '../api/currentUser';
import { session } from '../store/session';
import { firstBrokenRule, passwordPolicyRules } from '../session/passwordPolicy';
import RepeatPasswordItem from './RepeatPasswordItem';

interface Values {
  oldPassword: string;
  password: string;
  confirm: string;
  code: string;
}

const newTimestamp = () => `${Date.now()}${Math.random().toString().slice(2, 6)}`;

/**
 * Change password with the policy of the system config (docs/security.md): every message of the platform, each policy
 * rule only when enabled, a captcha, and both passwords sent md5-hashed. `onSuccess` gets the server's msg.
 */
export default function ChangePasswordForm({ onSuccess }: { onSuccess(msg: string): void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Values>();
  const { sysConfig } = useSnapshot(session);
  const [timestamp, setTimestamp] = useState(newTimestamp);
  const [submitting, setSubmitting] = useState(false);
  const rules = useMemo(() => passwordPolicyRules(sysConfig), [sysConfig]);
  const codeLength = sysConfig.verificationCodeNumber || 4;

  const onFinish = async (values: Values) => {
    setSubmitting(true);
    try {
      const msg = await modifyPassword({ ...values, timestamp });
      onSuccess(msg || t('password.changed'));
    } catch {
      // the request layer showed the server's reason; a used captcha is spent either way
      form.setFieldValue('code', '');
      setTimestamp(newTimestamp());
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={onFinish} requiredMark data-testid="change-password-form">
      <Form.Item
        name="oldPassword"
        label={t('password.old')}
        rules={[{ required: true, message: t('password.oldRequired') }]}
      >
        <Input.Password autoComplete="current-password" data-testid="old-password" />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('password.new')}
        rules={[
          { required: true, message: t('password.newRequired') },
          {
            validator: async (_, value: string | undefined) => {
              const broken = value ? firstBrokenRule(rules, value) : undefined;
              if (broken) throw new Error(t(broken.messageKey, broken.values));
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="new-password" />
      </Form.Item>
      <RepeatPasswordItem testId="repeat-password" />
      <Form.Item label={t('password.code')} required>
        <Space.Compact style={{ width: '100%' }}>
          <Form.Item name="code" noStyle rules={[{ required: true, message: t('password.codeRequired') }]}>
            <Input maxLength={codeLength} data-testid="password-code" />
          </Form.Item>
          <img
            src={captchaUrl(codeLength, timestamp)}
            alt={t('login.captcha')}
            title={t('login.captchaRefresh')}
            onClick={() => setTimestamp(newTimestamp())}
            style={{
              width: 120,
              height: 32,
              cursor: 'pointer',
              border: '1px solid #d9d9d9',
              borderRadius: '0 6px 6px 0',
            }}
          />
        </Space.Compact>
      </Form.Item>
      <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-password-submit">
        {t('password.submit')}
      </Button>
    </Form>
  );
}
