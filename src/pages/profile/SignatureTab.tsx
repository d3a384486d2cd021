import { useRef, useState } from 'react';
import { App, Button, Card, Col, Empty, Modal, Popconfirm, Row, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createSignImage, deleteSignImage, getSignImages, setDefaultSignImage } from '../../api/currentUser';
import type { SignImage } from '../../../contract';
import { useRemote } from '../../hooks/useRemote';
import SignaturePad, { type SignaturePadHandle } from '../../components/SignaturePad';

/** My signatures: drawn on a 560×300 pad in a 600px dialog; one is the default used when signing approvals. */
export default function SignatureTab() {
  const { t } = useTranslation();
  const list = useRemote(() => getSignImages({ silent: true }), []);
  const [drawing, setDrawing] = useState(false);
  const signs = list.data ?? [];
  const act = (call: Promise<unknown>) => call.then(list.reload, () => undefined);

  return (
    <>
      <Button type="primary" icon={<PlusOutlined />} onClick={() => setDrawing(true)} data-testid="signature-new">
        {t('profile.newSignature')}
      </Button>
      <div style={{ marginTop: 16 }}>
        {signs.length === 0 ? (
          <Empty description={list.failed ? t('common.unavailable') : undefined} />
        ) : (
          <Row gutter={[16, 16]}>
            {signs.map((s) => (
              <Col key={s.id} xs={24} sm={12} lg={8}>
                <SignatureCard
                  sign={s}
                  onSetDefault={() => act(setDefaultSignImage(s.id))}
                  onDelete={() => act(deleteSignImage(s.id))}
                />
              </Col>
            ))}
          </Row>
        )}
      </div>
      <NewSignatureDialog
        open={drawing}
        // the first signature becomes the default one
        makeDefault={signs.length === 0}
        onClose={() => setDrawing(false)}
        onSaved={() => {
          setDrawing(false);
          list.reload();
        }}
      />
    </>
  );
}

interface SignatureCardProps {
  sign: SignImage;
  onSetDefault(): void;
  onDelete(): void;
}

function SignatureCard({ sign, onSetDefault, onDelete }: SignatureCardProps) {
  const { t } = useTranslation();
  return (
    <Card
      size="small"
      cover={<img src={sign.signImg} alt="" style={{ height: 120, objectFit: 'contain', background: '#fafafa' }} />}
      actions={[
        <Button key="d" type="link" size="small" disabled={sign.isDefault === 1} onClick={onSetDefault}>
          {t('profile.setDefault')}
        </Button>,
        <Popconfirm key="x" title={t('common.deleteConfirm')} onConfirm={onDelete}>
          <Button type="link" size="small" danger>
            {t('common.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      {sign.isDefault === 1 && <Tag color="blue">{t('profile.default')}</Tag>}
    </Card>
  );
}

interface NewSignatureDialogProps {
  open: boolean;
  makeDefault: boolean;
  onClose(): void;
  onSaved(): void;
}

/** Drawing a new signature: clear, cancel, or save (an empty pad is refused). */
function NewSignatureDialog({ open, makeDefault, onClose, onSaved }: NewSignatureDialogProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) {
      void message.warning(t('profile.signRequired'));
      return;
    }
    setSaving(true);
    try {
      await createSignImage({ signImg: pad.current.toDataURL(), isDefault: makeDefault ? 1 : 0 });
      onSaved();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      width={600}
      // 20px sides leave exactly the 560px the pad needs inside the 600px dialog
      styles={{ content: { paddingInline: 20 } }}
      title={t('profile.newSignature')}
      onCancel={onClose}
      destroyOnHidden
      footer={
        <Space>
          <Button onClick={() => pad.current?.clear()}>{t('profile.clear')}</Button>
          <Button onClick={onClose}>{t('layout.cancel')}</Button>
          <Button type="primary" loading={saving} onClick={save} data-testid="signature-save">
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      <SignaturePad ref={pad} width={560} height={300} />
    </Modal>
  );
}
