import { Card, Col, List, Row, Tag } from 'antd';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { getUserOrganizes, getUserPositions } from '../../api/currentUser';
import type { UserMembership } from '../../../contract';
import { useRemote } from '../../hooks/useRemote';
import { session } from '../../store/session';

function MembershipList({ items, loading }: { items: UserMembership[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <List
      loading={loading}
      dataSource={items}
      renderItem={(m) => (
        <List.Item extra={m.isDefault ? <Tag color="blue">{t('profile.default')}</Tag> : null}>{m.fullName}</List.Item>
      )}
    />
  );
}

/** My organisations and positions; the CurrentUser profile stands in while the endpoints are missing. */
export default function MembershipTab() {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const organizes = useRemote(() => getUserOrganizes({ silent: true }), []);
  const positions = useRemote(() => getUserPositions({ silent: true }), []);
  const fallbackOrgs: UserMembership[] = userInfo?.organizeName
    ? [{ id: userInfo.organizeId, fullName: userInfo.organizeName, isDefault: true }]
    : [];
  const fallbackPositions: UserMembership[] = (userInfo?.positionIds ?? []).map((p, i) => ({
    id: p.id,
    fullName: p.name,
    isDefault: i === 0,
  }));
  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Card size="small" title={t('profile.myOrganizes')}>
          <MembershipList items={organizes.data ?? fallbackOrgs} loading={organizes.loading} />
        </Card>
      </Col>
      <Col xs={24} md={12}>
        <Card size="small" title={t('profile.myPositions')}>
          <MembershipList items={positions.data ?? fallbackPositions} loading={positions.loading} />
        </Card>
      </Col>
    </Row>
  );
}
