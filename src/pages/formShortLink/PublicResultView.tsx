import { useEffect, useMemo, useState } from 'react';
import { App, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublicResult } from '../../../contract/shortLink';
import { EngineProvider, FormRenderer } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { getPublicResult } from '../../api/shortLink';
import { PublicShell } from './PublicShell';
import { publicServices } from './publicServices';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; result: PublicResult };

function parseValues(text: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(text);
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** 提交结果: the submitter's own record, read-only, opened through the link the confirmation gave. */
export function PublicResultView({ linkId, recordId, token }: { linkId: string; recordId: string; token: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  useEffect(() => {
    getPublicResult(linkId, recordId, token).then(
      (result) => setLoaded({ status: 'done', result }),
      (rejected: { msg?: string } | undefined) => setLoaded({ status: 'failed', message: rejected?.msg ?? '' }),
    );
  }, [linkId, recordId, token]);
  const services = useMemo(
    () => publicServices(undefined, (content, type = 'info') => void message.open({ type, content })),
    [message],
  );
  const values = useMemo(() => (loaded.status === 'done' ? parseValues(loaded.result.data) : {}), [loaded]);

  if (loaded.status === 'loading') {
    return (
      <PublicShell title={t('shortLink.resultTitle')}>
        <Spin>
          <div style={{ height: 160 }} />
        </Spin>
      </PublicShell>
    );
  }
  if (loaded.status === 'failed') {
    return (
      <PublicShell title={t('shortLink.resultTitle')}>
        <div data-region="link-state">
          <Result status="warning" title={loaded.message || t('shortLink.loadFailed')} />
        </div>
      </PublicShell>
    );
  }
  return (
    <PublicShell title={`${loaded.result.fullName} · ${t('shortLink.resultTitle')}`}>
      <EngineProvider widgets={defaultRegistry} services={services}>
        <div data-region="public-result">
          <FormRenderer formData={loaded.result.formData} initialValues={values} readOnly services={services} />
        </div>
      </EngineProvider>
    </PublicShell>
  );
}
