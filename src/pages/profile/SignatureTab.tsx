import { useRef, useState } from 'react';
import { App, Button, Card, Col, Empty, Modal, Popconfirm, Row, Space, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { createSignImage, deleteSignImage, getSignImages, setDefaultSignImage } from '../../api/currentUser';
import { useRemote } from '../../hooks/useRemote';
import SignaturePad, { type SignaturePadHandle } from '../../components/SignaturePad';

/** My signatures: drawn on a 560×300 pad in a 600px dialog; one is the default used when signing approvals. */
export default function SignatureTab() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const list = useRemote(() => getSignImages({ silent: true }), []);
  const [drawing, setDrawing] = useState(false);
  const [saving, setSaving] = useState(false);
  const pad = useRef<SignaturePadHandle>(null);
  const signs = list.data ?? [];

  const save = async () => {
    if (!pad.current || pad.current.isEmpty()) {
      void message.warning(t('profile.signRequired'));
      return;
    }
    setSaving(true);
    try {
      await createSignImage({ signImg: pad.current.toDataURL(), isDefault: signs.length ? 0 : 1 });
      setDrawing(false);
      list.reload();
    } catch {
      // shown by the request layer
    } finally {
      setSaving(false);
    }
  };
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
                <Card
                  size="small"
                  cover={
                    <img src={s.signImg} alt="" style={{ height: 120, objectFit: 'contain', background: '#fafafa' }} />
                  }
                  actions={[
                    <Button
                      key="d"
                      type="link"
                      size="small"
                      disabled={s.isDefault === 1}
                      onClick={() => act(setDefaultSignImage(s.id))}
                    >
                      {t('profile.setDefault')}
                    </Button>,
                    <Popconfirm key="x" title={t('common.deleteConfirm')} onConfirm={() => act(deleteSignImage(s.id))}>
                      <Button type="link" size="small" danger>
                        {t('common.delete')}
                      </Button>
                    </Popconfirm>,
                  ]}
                >
                  {s.isDefault === 1 && <Tag color="blue">{t('profile.default')}</Tag>}
                </Card>
              </Col>
            ))}
          </Row>
        )}
      </div>
      <Modal
        open={drawing}
        width={600}
        // 20px sides leave exactly the 560px the pad needs inside the 600px dialog
        styles={{ content: { paddingInline: 20 } }}
        title={t('profile.newSignature')}
        onCancel={() => setDrawing(false)}
        destroyOnHidden
        footer={
          <Space>
            <Button onClick={() => pad.current?.clear()}>{t('profile.clear')}</Button>
            <Button onClick={() => setDrawing(false)}>{t('layout.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={save} data-testid="signature-save">
              {t('common.save')}
            </Button>
          </Space>
        }
      >
        <SignaturePad ref={pad} width={560} height={300} />
      </Modal>
    </>
  );
}
