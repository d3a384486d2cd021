import { Result } from 'antd';
import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';

/**
 * A data-visualisation menu (type 6) while no visualisation host is configured (DATA_SCREEN_URL empty): the route
 * exists so the click lands on a page that says why nothing opens, instead of a 404 or a window on a dead host.
 */
export default function DataScreenMissingPage() {
  const { t } = useTranslation();
  const matches = useMatches();
  const menu = (matches[matches.length - 1]?.handle as RouteHandle | undefined)?.menu;
  return (
    <div data-testid="data-screen-missing">
      <Result
        status="info"
        title={t('page.dataScreenMissingTitle')}
        subTitle={t('page.dataScreenMissing', { name: menu?.title ?? '' })}
      />
    </div>
  );
}
