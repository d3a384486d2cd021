import { Card, Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';
import PortalById from './PortalById';

/** The host of a type-8 menu: the menu's propertyJson.moduleId names the portal it shows. */
export default function PortalPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const portalId = handle?.menu?.relationId ?? '';
  if (!portalId)
    return (
      <Card data-testid="portal-not-configured">
        <Result status="info" title={handle?.title} subTitle={t('portal.notConfigured')} />
      </Card>
    );
  return (
    <div data-testid="portal-page" data-region="portal-page">
      <PortalById key={portalId} id={portalId} />
    </div>
  );
}
