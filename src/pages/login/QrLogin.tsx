import { useCallback, useEffect, useState } from 'react';
import { Button, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import { QRCodeSVG } from 'qrcode.react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { createQrTicket, qrTicketStatus } from '../../api/oauthModes';
import { finishLogin } from '../../session/finishLogin';
import Spinner from '../../components/Spinner';
import styles from './login.module.css';

const POLL_MS = 2000;

type QrState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'expired' }
  | { kind: 'waiting'; ticket: string; scanned: boolean };

/**
 * App-scan sign-in: the QR code carries a one-time ticket; the platform's mobile app confirms it, and this
 * page, polling every 2 s, then receives the token. Statuses: see CodeCertificateStatus.
 */
export default function QrLogin({ active }: { active: boolean }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [state, setState] = useState<QrState>({ kind: 'loading' });

  const renew = useCallback(() => {
    setState({ kind: 'loading' });
    createQrTicket().then(
      (ticket) => setState({ kind: 'waiting', ticket, scanned: false }),
      () => setState({ kind: 'failed' }),
    );
  }, []);

  useEffect(() => {
    if (active) renew();
  }, [active, renew]);

  const ticket = state.kind === 'waiting' ? state.ticket : null;
  useEffect(() => {
    // poll only while the tab is shown: a hidden QR code cannot be scanned anyway
    if (!active || !ticket) return;
    const timer = window.setInterval(() => {
      qrTicketStatus(ticket).then(
        (status) => {
          if (status.status === 1 && status.value) {
            window.clearInterval(timer);
            finishLogin({ token: status.value }, params);
          } else if (status.status === 0 || status.status === 2) {
            setState({ kind: 'waiting', ticket, scanned: status.status === 2 });
          } else {
            window.clearInterval(timer);
            setState({ kind: 'expired' });
          }
        },
        () => undefined, // one failed poll is retried by the next
      );
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [active, ticket, params]);

  return (
    <div className={styles.qr} data-testid="qr-login">
      {state.kind === 'loading' && <Spinner />}
      {state.kind === 'waiting' && (
        <>
          <QRCodeSVG value={state.ticket} size={180} data-testid="qr-code" />
          <Typography.Text type={state.scanned ? 'success' : 'secondary'}>
            {state.scanned ? t('login.qrScanned') : t('login.qrHint')}
          </Typography.Text>
        </>
      )}
      {(state.kind === 'failed' || state.kind === 'expired') && (
        <>
          <Typography.Text type="danger" data-testid="qr-error">
            {state.kind === 'failed' ? t('login.qrFailed') : t('login.qrExpired')}
          </Typography.Text>
          <Button icon={<ReloadOutlined />} onClick={renew}>
            {t('login.qrRefresh')}
          </Button>
        </>
      )}
    </div>
  );
}
