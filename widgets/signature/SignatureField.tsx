import { useState } from 'react';
import { Button, Space } from 'antd';
import { SafetyCertificateOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { signMessages as m } from '../sign/messages';
import { SealImage } from './SealImage';
import { SealPicker } from './SealPicker';
import { ableIdsOf } from './useSeals';

export interface SignatureFieldProps {
  /** the chosen saved signature's id ('' when none) */
  value?: string | null;
  onChange?(value: string): void;
  /** the designer's limit: only these saved signatures may be chosen */
  ableIds?: string[];
  disabled?: boolean;
  readOnly?: boolean;
}

export const sealIdOf = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

/**
 * signature (电子签章): one of the current user's saved signatures, stored as its id and shown as its image.
 * Empty, it offers 选择签章; chosen, 更换签章 and 清除. Disabled or read-only, the image alone.
 */
export function JnpfSignature({ value, onChange, ableIds, disabled, readOnly }: SignatureFieldProps) {
  useEngineLanguage();
  const [open, setOpen] = useState(false);
  const id = sealIdOf(value);
  const editable = !disabled && !readOnly;

  return (
    <div className="jnpf-signature" data-testid="signature-field">
      {id && (
        <div style={{ marginBottom: editable ? 8 : 0 }}>
          <SealImage id={id} />
        </div>
      )}
      {!id && !editable && (
        <Button icon={<SafetyCertificateOutlined />} disabled>
          {formatMessage(m.sealButton)}
        </Button>
      )}
      {editable && (
        <Space>
          <Button icon={<SafetyCertificateOutlined />} onClick={() => setOpen(true)} data-testid="signature-open">
            {formatMessage(id ? m.sealChange : m.sealButton)}
          </Button>
          {id && (
            <Button type="link" danger onClick={() => onChange?.('')}>
              {formatMessage(m.remove)}
            </Button>
          )}
        </Space>
      )}
      {editable && (
        <SealPicker
          open={open}
          ableIds={ableIdsOf(ableIds)}
          value={id}
          onClose={() => setOpen(false)}
          onPick={(picked) => {
            setOpen(false);
            onChange?.(picked);
          }}
        />
      )}
    </div>
  );
}
