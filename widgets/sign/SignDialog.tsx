import { useEffect, useRef, useState } from 'react';
import { Button, Modal, Space } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { notify } from '../shared/upload';
import { DrawingPad, type DrawingPadHandle } from './DrawingPad';
import { signMessages as m } from './messages';
import { blobOfDataUrl, storeSignature } from './storeSignature';

export interface SignDialogProps {
  open: boolean;
  onClose(): void;
  /** the stored image's URL, once uploaded */
  onSigned(url: string): void;
}

/** The 600px 请签名 dialog: a 560×300 pad with 清空, 撤销 and 确定, and the user's default signature on offer. */
export function SignDialog({ open, onClose, onSigned }: SignDialogProps) {
  const services = useEngineServices();
  const pad = useRef<DrawingPadHandle>(null);
  const [strokes, setStrokes] = useState(0);
  const [busy, setBusy] = useState<'draw' | 'default' | null>(null);
  // a reopened dialog has a fresh pad
  useEffect(() => {
    if (open) setStrokes(0);
  }, [open]);

  const store = async (png: () => Promise<Blob>, which: 'draw' | 'default') => {
    setBusy(which);
    try {
      onSigned(await storeSignature(services.uploads, await png()));
    } catch (error) {
      // the request layer has already said why when the server refused; the console keeps the cause
      console.warn('signature upload failed', error);
      notify(services, formatMessage(m.uploadFailed), 'error');
    } finally {
      setBusy(null);
    }
  };

  const confirm = () => {
    if (!pad.current || pad.current.isEmpty()) {
      notify(services, formatMessage(m.required), 'warning');
      return;
    }
    const handle = pad.current;
    void store(() => handle.toPng(), 'draw');
  };

  const useDefault = async () => {
    let saved: string | undefined;
    try {
      saved = (await services.signs.list()).find((sign) => sign.isDefault === 1)?.signImg;
    } catch {
      saved = undefined;
    }
    if (!saved) {
      notify(services, formatMessage(m.noDefault), 'warning');
      return;
    }
    const image = saved;
    void store(async () => (image.startsWith('data:') ? blobOfDataUrl(image) : (await fetch(image)).blob()), 'default');
  };

  return (
    <Modal
      open={open}
      width={600}
      // 20px sides leave exactly the 560px the pad needs inside the 600px dialog
      styles={{ content: { paddingInline: 20 } }}
      title={formatMessage(m.dialogTitle)}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      footer={
        <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8 }}>
          <Button type="link" style={{ paddingInline: 0 }} loading={busy === 'default'} onClick={useDefault}>
            {formatMessage(m.useDefault)}
          </Button>
          <Space>
            <Button disabled={strokes === 0} onClick={() => pad.current?.clear()}>
              {formatMessage(m.clear)}
            </Button>
            <Button disabled={strokes === 0} onClick={() => pad.current?.undo()}>
              {formatMessage(m.undo)}
            </Button>
            <Button type="primary" loading={busy === 'draw'} disabled={busy === 'default'} onClick={confirm}>
              {formatMessage(m.confirm)}
            </Button>
          </Space>
        </div>
      }
    >
      <div data-testid="sign-dialog">
        <DrawingPad ref={pad} width={560} height={300} label={formatMessage(m.padLabel)} onChange={setStrokes} />
      </div>
    </Modal>
  );
}
