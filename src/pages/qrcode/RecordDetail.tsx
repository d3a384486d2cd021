import { useEffect, useState } from 'react';
import { Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { RecordQrPayload } from '../../../contract/shortLink';
import { FormRenderer } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { getModelConfig, getModelRecord } from '../../api/visualdev/onlineDev';
import { EngineProvider } from '../../engine/EngineProvider';
import { PublicShell } from '../formShortLink/PublicShell';

type Loaded =
  | { status: 'loading' }
  | { status: 'failed'; message: string }
  | { status: 'done'; title: string; formData: string; values: Record<string, unknown> };

async function loadRecord(payload: RecordQrPayload): Promise<Loaded> {
  const config = await getModelConfig(payload.mid);
  if (config.code !== 200) return { status: 'failed', message: config.msg };
  const record = await getModelRecord(payload.mid, payload.id);
  const values = JSON.parse(record.data || '{}') as Record<string, unknown>;
  return { status: 'done', title: config.data.fullName, formData: config.data.formData, values };
}

/** The scanned record's detail for a signed-in person; the server checks they may read the model. */
export function RecordDetail({ payload }: { payload: RecordQrPayload }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    loadRecord(payload).then(setLoaded, (error: { message?: string } | undefined) =>
      setLoaded({ status: 'failed', message: error?.message ?? '' }),
    );
  }, [payload]);
  if (loaded.status === 'loading') {
    return (
      <PublicShell title={t('qrcode.detailTitle')}>
        <Spin tip={t('qrcode.opening')}>
          <div style={{ height: 160 }} />
        </Spin>
      </PublicShell>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <PublicShell title={t('qrcode.detailTitle')}>
        <div data-region="qrcode-state">
          <Result status="warning" title={loaded.message || t('qrcode.invalid')} />
        </div>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={`${loaded.title} · ${t('qrcode.detailTitle')}`}>
      <EngineProvider>
        <div data-region="qrcode-record">
          <FormRenderer formData={loaded.formData} initialValues={loaded.values} readOnly registry={defaultRegistry} />
        </div>
      </EngineProvider>
    </PublicShell>
  );
}
