import { Alert, Card, Descriptions } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

/**
 * /emailDetail?id=…: one email. The mail endpoints (extend/Email) arrive with the mail module; until then the
 * page says so plainly and keeps the id, instead of an empty screen.
 */
export default function EmailDetailPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('id') ?? '';
  return (
    <Card title={t('route.emailDetail')} data-testid="email-detail-page">
      <Alert type="info" showIcon message={t('email.notYet')} style={{ marginBottom: 16 }} />
      <Descriptions column={1} bordered size="small">
        <Descriptions.Item label={t('email.id')}>{id || '—'}</Descriptions.Item>
      </Descriptions>
    </Card>
  );
}
