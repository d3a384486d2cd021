import { useEffect, useState } from 'react';
import { Button, Empty, Modal, Spin, Tag } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { notify } from '../shared/upload';
import { signMessages as m } from '../sign/messages';
import { allowedSeals, useSeals } from './useSeals';

export interface SealPickerProps {
  open: boolean;
  /** the field's ableIds (already cleaned) */
  ableIds: string[];
  value: string;
  onClose(): void;
  onPick(id: string): void;
}

/** 选择签章 (600px): the user's saved signatures the field allows, as cards; 确定 with none chosen says 请选择签章. */
export function SealPicker({ open, ableIds, value, onClose, onPick }: SealPickerProps) {
  const services = useEngineServices();
  const { seals, loading, failed } = useSeals(open);
  const [chosen, setChosen] = useState(value);
  useEffect(() => {
    if (open) setChosen(value);
  }, [open, value]);
  const offered = allowedSeals(seals, ableIds);

  const confirm = () => {
    if (!chosen || !offered.some((seal) => seal.id === chosen)) {
      notify(services, formatMessage(m.sealRequired), 'warning');
      return;
    }
    onPick(chosen);
  };

  return (
    <Modal
      open={open}
      width={600}
      title={formatMessage(m.sealTitle)}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          {formatMessage(m.cancel)}
        </Button>,
        <Button key="ok" type="primary" onClick={confirm}>
          {formatMessage(m.confirm)}
        </Button>,
      ]}
    >
      <Spin spinning={loading}>
        {!loading && offered.length === 0 ? (
          <Empty description={formatMessage(failed ? m.sealLoadFailed : m.sealNone)} />
        ) : (
          <div
            role="radiogroup"
            data-testid="seal-list"
            style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: 12, minHeight: 80 }}
          >
            {offered.map((seal, index) => (
              <button
                key={seal.id}
                type="button"
                role="radio"
                aria-checked={chosen === seal.id}
                aria-label={`${formatMessage(m.sealed)} ${index + 1}`}
                data-seal-id={seal.id}
                onClick={() => setChosen(seal.id)}
                onDoubleClick={() => onPick(seal.id)}
                style={{
                  position: 'relative',
                  height: 100,
                  padding: 6,
                  background: '#fafafa',
                  border: `2px solid ${chosen === seal.id ? '#1677ff' : '#f0f0f0'}`,
                  borderRadius: 6,
                  cursor: 'pointer',
                }}
              >
                <img
                  src={services.uploads.fileHref(seal.signImg)}
                  alt=""
                  style={{ width: '100%', height: '100%', objectFit: 'contain' }}
                />
                {seal.isDefault === 1 && (
                  <Tag color="blue" style={{ position: 'absolute', top: 4, left: 4, margin: 0 }}>
                    {formatMessage(m.sealDefault)}
                  </Tag>
                )}
              </button>
            ))}
          </div>
        )}
      </Spin>
    </Modal>
  );
}
