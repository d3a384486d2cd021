import { Avatar, Button, Card, Descriptions, Empty, Result, Spin, Typography } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getMemberCard } from '../../api/visualdev/memberCard';
import { fileHref } from '../../engine/uploadSources';
import { session } from '../../store/session';
import { useLoad } from '../portal/useLoad';
import MemberQr from './MemberQr';
import styles from './memberInfo.module.css';

function SignInFirst() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Result
      status="info"
      title={t('memberInfo.signIn')}
      data-testid="member-sign-in"
      extra={
        <Button type="primary" onClick={() => navigate('/login?redirect=%2FmemberInfo')}>
          {t('memberInfo.goSignIn')}
        </Button>
      }
    />
  );
}

function MemberCardView() {
  const { t } = useTranslation();
  const loaded = useLoad(() => getMemberCard(), []);
  if (loaded.loading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const card = loaded.data;
  if (loaded.error || !card)
    return (
      <Result
        status="warning"
        title={t('portal.loadFailed')}
        extra={<Button onClick={loaded.reload}>{t('portal.retry')}</Button>}
      />
    );
  return (
    <Card className={styles.card} data-testid="member-card" data-region="member-card">
      <div className={styles.head}>
        <Avatar size={64} src={card.headIcon ? fileHref(card.headIcon) : undefined} icon={<UserOutlined />} />
        <div>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="member-name">
            {card.realName}
          </Typography.Title>
          <Typography.Text type="secondary">{card.account}</Typography.Text>
        </div>
      </div>
      <Descriptions size="small" column={1} className={styles.block}>
        <Descriptions.Item label={t('memberInfo.organize')}>{card.organizeName || '—'}</Descriptions.Item>
        <Descriptions.Item label={t('memberInfo.position')}>{card.positionName || '—'}</Descriptions.Item>
      </Descriptions>
      <Typography.Title level={5}>{t('memberInfo.membership')}</Typography.Title>
      {card.membership ? (
        <Descriptions size="small" column={1} bordered data-testid="member-fields">
          {card.membership.map((f) => (
            <Descriptions.Item key={f.field} label={f.label}>
              {f.value || '—'}
            </Descriptions.Item>
          ))}
        </Descriptions>
      ) : (
        <Empty
          data-testid="member-no-record"
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={t('memberInfo.noMembership')}
        />
      )}
      <div className={styles.qr} data-region="member-qr" data-testid="member-qr">
        <MemberQr text={card.qrText} size={168} />
        <Typography.Text type="secondary">{t('memberInfo.qrHint')}</Typography.Text>
      </div>
    </Card>
  );
}

/** /memberInfo (a public route): the signed-in member's own card; without a session, a way to sign in. */
export default function MemberInfoPage() {
  const { t } = useTranslation();
  const { token } = useSnapshot(session);
  return (
    <main className={styles.page} data-testid="member-info-page">
      <Typography.Title level={3} className={styles.title}>
        {t('memberInfo.title')}
      </Typography.Title>
      {token ? <MemberCardView /> : <SignInFirst />}
    </main>
  );
}
