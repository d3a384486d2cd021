import { useEffect } from 'react';
import { Result } from 'antd';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ssoStartUrl } from '../../api/sso';
import Spinner from '../../components/Spinner';
import { leaveFor } from './leave';

/**
 * /auth-redirect: the step before the identity provider. With OpenID Connect the provider answers the server's
 * callback, not this page, so this page keeps the page the user wanted (`redirect`) and leaves for the server's
 * start endpoint; the server remembers that page with the sign-in and /sso opens it afterwards (docs/sso.md).
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const redirect = params.get('redirect') ?? '';

  useEffect(() => {
    leaveFor(ssoStartUrl(redirect));
  }, [redirect]);

  return (
    <div data-testid="auth-redirect">
      <Result icon={<Spinner />} title={t('sso.leaving')} />
    </div>
  );
}
