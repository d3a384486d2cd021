import { useEffect, useMemo, useState } from 'react';
import { Button, Result, Space } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { getOpenLinkOfModel } from '../../api/shortLink';
import { sessionFailureRedirect } from '../../router/guard';
import { session } from '../../store/session';
import { PublicShell } from '../formShortLink/PublicShell';
import { payloadFromQuery } from './payload';
import { RecordDetail } from './RecordDetail';

/** Without a session: sign in and come back, or the model's public form when it is published. */
function SignInFirst({ modelId }: { modelId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const [linkId, setLinkId] = useState('');
  useEffect(() => {
    getOpenLinkOfModel(modelId).then(
      (found) => setLinkId(found.id),
      () => undefined,
    );
  }, [modelId]);
  const back = `${location.pathname}${location.search}`;
  return (
    <div data-region="qrcode-sign-in">
      <Result
        status="info"
        title={t('qrcode.signIn')}
        subTitle={t('qrcode.signInText')}

        extra={
          <Space wrap>
            <Button type="primary" onClick={() => navigate(sessionFailureRedirect(back))}>
              {t('qrcode.goLogin')}
            </Button>
            {linkId ? (
              <Button onClick={() => navigate(`/formShortLink?id=${encodeURIComponent(linkId)}`)}>
                {t('qrcode.publicForm')}
              </Button>
            ) : null}
          </Space>
        }
      />
    </div>
  );
}

/**
 * /qrcode and /idcode: a scanned record QR code ({t: 'DFD', id, mid, …}) opens the record's detail for a signed-in
 * person; anyone else is offered to sign in (and come back here) or the model's public form when it is published.
 */
export default function QrcodePage() {
  const { t } = useTranslation();
  const location = useLocation();
  const { token } = useSnapshot(session);
  const payload = useMemo(() => payloadFromQuery(new URLSearchParams(location.search)), [location.search]);
  if (!payload) {
    return (
      <PublicShell title={t('qrcode.detailTitle')}>
        <div data-region="qrcode-state">
          <Result status="warning" title={t('qrcode.invalid')} subTitle={t('qrcode.invalidText')} />
        </div>
      </PublicShell>
    );
  }
  if (!token) {
    return (
      <PublicShell title={t('qrcode.detailTitle')}>
        <SignInFirst modelId={payload.mid} />
      </PublicShell>
    );
  }
  return <RecordDetail payload={payload} />;
}
