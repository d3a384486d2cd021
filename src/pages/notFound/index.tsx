import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div data-testid="not-found">
      <Result
        status="404"
        title="404"
        subTitle={t('page.notFoundTitle')}
        extra={
          <Button type="primary" onClick={() => navigate('/home', { replace: true })}>
            {t('page.backHome')}
          </Button>
        }
      />
    </div>
  );
}
