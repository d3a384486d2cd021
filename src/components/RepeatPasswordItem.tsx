import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';

/** The "repeat the new password" field of a form whose new password is its `password` field: required and equal. */
export default function RepeatPasswordItem({ testId }: { testId?: string }) {
  const { t } = useTranslation();
  return (
    <Form.Item
      name="confirm"
      label={t('password.repeat')}
      dependencies={['password']}
      rules={[
        { required: true, message: t('password.repeatRequired') },
        ({ getFieldValue }) => ({
          validator: async (_, value: string | undefined) => {
            if (value && value !== getFieldValue('password')) throw new Error(t('password.mismatch'));
          },
        }),
      ]}
    >
      <Input.Password autoComplete="new-password" data-testid={testId} />
    </Form.Item>
  );
}
