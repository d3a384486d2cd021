import { useCallback, useEffect, useRef, useState } from 'react';
import { Button, Result } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { isSsoFailure, type SsoFailure } from '../../../contract/sso';
import { getSsoConfig, redeemSsoTicket } from '../../api/sso';
import { ApiError } from '../../api/http';
import Spinner from '../../components/Spinner';
import { finishLogin } from '../../session/finishLogin';

type SsoView =
  | { kind: 'loading' }
  | { kind: 'signingIn' }
  | { kind: 'notConfigured' }
  | { kind: 'ready'; redirect: string }
  | { kind: 'failed'; reason: SsoFailure | 'unknown' };

/** What the page shows first: a ticket is traded at once, an error is shown, otherwise the configuration decides. */
function initialView(params: URLSearchParams): SsoView {
  const error = params.get('error');
  if (error === 'notConfigured') return { kind: 'notConfigured' };
  if (error !== null) return { kind: 'failed', reason: isSsoFailure(error) ? error : 'unknown' };
  return params.get('ticket') ? { kind: 'signingIn' } : { kind: 'loading' };
}

/** Trades the one-time ticket for a session once (StrictMode runs effects twice; a ticket works only once). */
function useTicketExchange(ticket: string | null, onFailure: (reason: SsoFailure | 'unknown') => void) {
  const tried = useRef<string | null>(null);
  useEffect(() => {
    if (!ticket || tried.current === ticket) return;
    tried.current = ticket;
    redeemSsoTicket(ticket).then(
      (result) => finishLogin(result, new URLSearchParams(result.redirect ? { redirect: result.redirect } : {})),
      (error: unknown) => onFailure(error instanceof ApiError && error.code === 400 ? 'badTicket' : 'unknown'),
    );
  }, [ticket, onFailure]);
}

/**
 * /sso: the end of single sign-on (docs/sso.md). `?ticket=` is traded for a session like a normal login;
 * `?error=<reason>` is worded in the user's language; without either the page offers single sign-on, or says
 * it is not configured. Every state links back to the login page.
 */
export default function SsoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [view, setView] = useState<SsoView>(() => initialView(params));
  const onFailure = useCallback((reason: SsoFailure | 'unknown') => setView({ kind: 'failed', reason }), []);
  useTicketExchange(params.get('ticket'), onFailure);

  const needsConfig = view.kind === 'loading' || (view.kind === 'failed' && view.reason !== 'notConfigured');
  const [configured, setConfigured] = useState<boolean | null>(null);
  useEffect(() => {
    if (!needsConfig || configured !== null) return;
    getSsoConfig().then(
      (config) => setConfigured(config.sso),
      () => setConfigured(false),
    );
  }, [needsConfig, configured]);
  useEffect(() => {
    if (view.kind !== 'loading' || configured === null) return;
    setView(configured ? { kind: 'ready', redirect: params.get('redirect') ?? '' } : { kind: 'notConfigured' });
  }, [view.kind, configured, params]);

  const back = (
    <Link to="/login" key="back">
      {t('sso.backToLogin')}
    </Link>
  );
  const startLink = (label: string, redirect = '') => (
    <Link to={`/auth-redirect${redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''}`} key="start">
      <Button type="primary">{label}</Button>
    </Link>
  );

  return <div data-testid="sso-page">{renderView(view, configured === true, t, back, startLink)}</div>;
}

function renderView(
  view: SsoView,
  configured: boolean,
  t: (key: string) => string,
  back: JSX.Element,
  startLink: (label: string, redirect?: string) => JSX.Element,
) {
  switch (view.kind) {
    case 'loading':
    case 'signingIn':
      return <Result icon={<Spinner />} title={t(view.kind === 'signingIn' ? 'sso.signingIn' : 'sso.title')} />;
    case 'notConfigured':
      return (
        <Result
          status="info"
          title={t('sso.notConfiguredTitle')}
          subTitle={t('sso.failures.notConfigured')}
          extra={[back]}
        />
      );
    case 'ready':
      return (
        <Result
          status="info"
          title={t('sso.title')}
          subTitle={t('sso.intro')}
          extra={[startLink(t('sso.start'), view.redirect), back]}
        />
      );
    case 'failed':
      return (
        <Result
          status="warning"
          title={t('sso.failedTitle')}
          subTitle={<span data-testid="sso-failure">{t(`sso.failures.${view.reason}`)}</span>}
          extra={configured ? [startLink(t('sso.retry')), back] : [back]}
        />
      );
  }
}
