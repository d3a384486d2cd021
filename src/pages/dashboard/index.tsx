import { useMemo } from 'react';
import { Card, Col, Empty, Row, Statistic } from 'antd';
import { AppstoreOutlined, BellOutlined, ClusterOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import type { PermissionEntry } from '../../../contract';
import { getUnreadCounts } from '../../api/message';
import { useRemote } from '../../hooks/useRemote';
import { useMenuRoutes } from '../../router/MenuRoutesContext';
import type { MenuRoute } from '../../router/menuRoutes';
import { session } from '../../store/session';
import BarChart from './BarChart';

function countPages(routes: readonly MenuRoute[]): number {
  return routes.reduce((n, r) => n + (r.routable ? 1 : 0) + countPages(r.children), 0);
}

/** Granted buttons, columns and form fields per page: what the user can do where. */
function permissionBars(list: readonly PermissionEntry[]) {
  return list
    .map((e) => ({ label: e.moduleName || e.modelId, value: e.button.length + e.column.length + e.form.length }))
    .filter((b) => b.value > 0)
    .sort((a, b) => b.value - a.value)
    .slice(0, 10);
}

/** Workbench: counts over what the server already tells about this user, and one chart. */
export default function DashboardPage() {
  const { t } = useTranslation();
  const routes = useMenuRoutes();
  const { permissionList, userInfo } = useSnapshot(session);
  const unread = useRemote(() => getUnreadCounts(), []);
  const bars = useMemo(() => permissionBars(permissionList as readonly PermissionEntry[]), [permissionList]);
  const buttons = permissionList.reduce((n, e) => n + e.button.length, 0);
  const cards = [
    { key: 'pages', icon: <AppstoreOutlined />, value: countPages(routes) },
    { key: 'buttons', icon: <SafetyCertificateOutlined />, value: buttons },
    { key: 'systems', icon: <ClusterOutlined />, value: userInfo?.systemIds?.length ?? 0 },
    { key: 'unread', icon: <BellOutlined />, value: unread.failed ? '—' : (unread.data?.unReadNum ?? 0) },
  ];
  return (
    <div data-testid="dashboard-page" style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Row gutter={[16, 16]}>
        {cards.map((c) => (
          <Col key={c.key} xs={24} sm={12} lg={6}>
            <Card loading={c.key === 'unread' && unread.loading}>
              <Statistic title={t(`dashboard.${c.key}`)} value={c.value} prefix={c.icon} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('dashboard.chartTitle')}>
        {bars.length ? <BarChart bars={bars} title={t('dashboard.chartTitle')} /> : <Empty />}
      </Card>
    </div>
  );
}
