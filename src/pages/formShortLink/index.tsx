import { useCallback, useEffect, useState } from 'react';
import { Button, Input, Result, Spin } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PublicFormConfig, ShortLinkState } from '../../../contract/shortLink';
import { getPublicFormConfig } from '../../api/shortLink';
import { PublicFormView } from './PublicFormView';
import { PublicResultView } from './PublicResultView';
import { PublicShell } from './PublicShell';

type Loaded =
  { status: 'loading' } | { status: 'failed'; message: string } | { status: 'done'; config: PublicFormConfig };

const STATE_KEYS: Record<Exclude<ShortLinkState, 'ok' | 'password'>, string> = {
  notFound: 'shortLink.notFound',
  disabled: 'shortLink.disabled',
  expired: 'shortLink.expired',
  full: 'shortLink.full',
};

function PasswordGate({ onOpen, problem }: { onOpen(password: string): void; problem: string }) {
  const { t } = useTranslation();
  const [password, setPassword] = useState('');
  return (
    <div data-region="password-gate">
      <Result
        status="info"
        title={t('shortLink.passwordTitle')}
        subTitle={problem || undefined}

        extra={
          <form
            onSubmit={(e) => {
              e.preventDefault();
              onOpen(password);
            }}
            style={{ display: 'flex', gap: 8, justifyContent: 'center', flexWrap: 'wrap' }}
          >
            <Input.Password
              style={{ width: 220 }}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
              placeholder={t('shortLink.passwordPlaceholder')}
              aria-label={t('shortLink.passwordPlaceholder')}
              data-field="password"
            />
            <Button type="primary" htmlType="submit">
              {t('shortLink.open')}
            </Button>
          </form>
        }
      />
    </div>
  );
}

function usePublicConfig(linkId: string) {
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [password, setPassword] = useState<string | undefined>(undefined);
  const load = useCallback(
    (given?: string) => {
      setPassword(given);
      getPublicFormConfig(linkId, given).then(
        (config) => setLoaded({ status: 'done', config }),
        (rejected: { msg?: string } | undefined) => setLoaded({ status: 'failed', message: rejected?.msg ?? '' }),
      );
    },
    [linkId],
  );
  useEffect(() => {
    if (linkId) load();
  }, [linkId, load]);
  return { loaded, password, load };
}

/** What the page shows before the form: loading, a refusal, the password gate; null once the form may open. */
function Gate({
  loaded,
  hadPassword,
  onOpen,
}: {
  loaded: Loaded;
  hadPassword: boolean;
  onOpen(password: string): void;
}) {
  const { t } = useTranslation();
  if (loaded.status === 'loading') {
    return (
      <Spin tip={t('shortLink.loading')}>
        <div style={{ height: 160 }} />
      </Spin>
    );
  }
  // a wrong password comes back refused: the gate again, with the server's words
  if (loaded.status === 'failed') {
    if (hadPassword) return <PasswordGate onOpen={onOpen} problem={loaded.message} />;
    const title = loaded.message || t('shortLink.loadFailed');
    return (
      <div data-region="link-state" data-state="failed">
        <Result status="error" title={title} />
      </div>
    );
  }
  const { state } = loaded.config;
  if (state === 'password') return <PasswordGate onOpen={onOpen} problem="" />;
  if (state === 'ok') return null;
  return (
    <div data-region="link-state" data-state={state}>
      <Result status="warning" title={t(STATE_KEYS[state])} />
    </div>
  );
}

/** /formShortLink?id=…: a published form anyone with the link may fill; ?result=…&token=… shows a submission. */
export default function FormShortLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const linkId = params.get('id') ?? '';
  const resultId = params.get('result');
  const { loaded, password, load } = usePublicConfig(linkId);

  if (linkId && resultId) {
    return <PublicResultView linkId={linkId} recordId={resultId} token={params.get('token') ?? ''} />;
  }
  const current: Loaded = linkId ? loaded : { status: 'done', config: { state: 'notFound' } };
  if (current.status === 'done' && current.config.state === 'ok') {
    return (
      <PublicShell title={current.config.fullName ?? ''}>
        <PublicFormView linkId={linkId} config={current.config} password={password} />
      </PublicShell>
    );
  }
  return (
    <PublicShell title={t('shortLink.dialogTitle')}>
      <Gate loaded={current} hadPassword={!!password} onOpen={load} />
    </PublicShell>
  );
}
