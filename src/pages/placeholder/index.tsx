import { Card, Descriptions, Result } from 'antd';
import { useLocation, useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';

/** Shown for a route whose page is not built yet: says so plainly, with what the menu points at. */
export default function PlaceholderPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  const handle = matches[matches.length - 1]?.handle as RouteHandle | undefined;
  const menu = handle?.menu;
  return (
    <Card data-testid="placeholder-page">
      <Result status="info" title={handle?.title || location.pathname} subTitle={t('page.underConstruction')} />
      <Descriptions size="small" column={1} bordered>
        <Descriptions.Item label={t('page.pageKey')}>{menu?.pageKey || location.pathname}</Descriptions.Item>
        {menu?.relationId ? <Descriptions.Item label={t('page.moduleId')}>{menu.relationId}</Descriptions.Item> : null}
      </Descriptions>
    </Card>
  );
}
