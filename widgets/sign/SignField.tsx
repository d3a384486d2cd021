import { useState } from 'react';
import { Button, Space } from 'antd';
import { EditOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { signMessages as m } from './messages';
import { SignDialog } from './SignDialog';
import { SignImage } from './SignImage';

export interface SignFieldProps {
  /** the stored image's URL ('' when not signed) */
  value?: string | null;
  onChange?(value: string): void;
  disabled?: boolean;
  readOnly?: boolean;
}

export const signedImage = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * sign: the handwritten signature. Empty, it offers 手写签名, which opens the 请签名 dialog; signed, it shows the
 * image with 重新签名 and 清除. Disabled or read-only, the image alone (no dialog).
 */
export function JnpfSign({ value, onChange, disabled, readOnly }: SignFieldProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const [open, setOpen] = useState(false);
  const image = signedImage(value);
  const editable = !disabled && !readOnly;

  return (
    <div className="jnpf-sign" data-testid="sign-field">
      {image && (
        <div style={{ marginBottom: editable ? 8 : 0 }}>
          <SignImage src={services.uploads.fileHref(image)} label={formatMessage(m.signed)} />
        </div>
      )}
      {!image && !editable && (
        <Button icon={<EditOutlined />} disabled>
          {formatMessage(m.signButton)}
        </Button>
      )}
      {editable && (
        <Space>
          <Button icon={<EditOutlined />} onClick={() => setOpen(true)} data-testid="sign-open">
            {formatMessage(image ? m.resign : m.signButton)}
          </Button>
          {image && (
            <Button type="link" danger onClick={() => onChange?.('')}>
              {formatMessage(m.remove)}
            </Button>
          )}
        </Space>
      )}
      {editable && (
        <SignDialog
          open={open}
          onClose={() => setOpen(false)}
          onSigned={(url) => {
            setOpen(false);
            onChange?.(url);
          }}
        />
      )}
    </div>
  );
}
