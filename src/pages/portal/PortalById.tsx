import { Button, Result, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { getPortalInfo } from '../../api/visualdev/portal';
import { useLoad } from './useLoad';
import PortalGrid from './PortalGrid';

/** Loads one portal and shows its cards; a missing or disabled portal says so instead of toasting. */
export default function PortalById({ id }: { id: string }) {
  const { t } = useTranslation();
  const loaded = useLoad(() => getPortalInfo(id, { silent: true }), [id]);
  if (loaded.loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (loaded.error || !loaded.data)
    return (
      <Result
        status="warning"
        title={t('portal.loadFailed')}
        data-testid="portal-load-failed"
        extra={<Button onClick={loaded.reload}>{t('portal.retry')}</Button>}
      />
    );
  return <PortalGrid layout={loaded.data.layout} />;
}
