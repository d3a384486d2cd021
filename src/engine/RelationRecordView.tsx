/** The detail a read-only related-form field opens: the linked model's own form, read-only, with the record. */
import { useEffect, useState } from 'react';
import { Alert, Spin } from 'antd';
import { FormRenderer, formatMessage, useEngineLanguage, type EngineMessage } from '../../renderers';
import { defaultRegistry } from '../../widgets';
import { getModelConfig, getModelRecord } from '../api/visualdev/onlineDev';
import { parseRecordData } from './relationFormSources';

const messages: Record<'missing' | 'failed', EngineMessage> = {
  missing: { zh: '该数据已删除', zhtw: '該數據已刪除', en: 'This record no longer exists' },
  failed: { zh: '数据加载失败', zhtw: '數據載入失敗', en: 'The record could not be loaded' },
};

type Loaded =
  | { status: 'loading' }
  | { status: 'ready'; formData: unknown; values: Record<string, unknown> }
  | { status: 'missing' | 'failed' };

async function loadRecord(modelId: string, id: string): Promise<Loaded> {
  const [config, info] = await Promise.all([getModelConfig(modelId), getModelRecord(modelId, id)]);
  const formData = config.code === 200 ? config.data?.formData : undefined;
  if (!formData) return { status: 'failed' };
  const values = parseRecordData(info?.data);
  return values ? { status: 'ready', formData, values: { ...values, id } } : { status: 'missing' };
}

export default function RelationRecordView({ modelId, id }: { modelId: string; id: string }) {
  useEngineLanguage();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    let alive = true;
    setLoaded({ status: 'loading' });
    loadRecord(modelId, id)
      .then((next) => alive && setLoaded(next))
      .catch((error: unknown) => {
        console.warn('[relationForm] the related record could not be loaded', error);
        if (alive) setLoaded({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [modelId, id]);
  if (loaded.status === 'loading') {
    return (
      <div style={{ padding: 32, textAlign: 'center' }}>
        <Spin />
      </div>
    );
  }
  if (loaded.status !== 'ready') {
    const warning = loaded.status === 'missing';
    return <Alert type={warning ? 'warning' : 'error'} showIcon message={formatMessage(messages[loaded.status])} />;
  }
  return (
    <div data-record-mode="detail">
      <FormRenderer formData={loaded.formData} registry={defaultRegistry} initialValues={loaded.values} readOnly />
    </div>
  );
}
