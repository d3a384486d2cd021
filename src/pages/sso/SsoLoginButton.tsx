import { useEffect, useState } from 'react';
import { Button } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { getSsoConfig } from '../../api/sso';

/**
 * The login page's 单点登录 button, shown only when the server has an OpenID Connect provider configured. It goes
 * through /auth-redirect, carrying the page the user wanted (the login page's `redirect`).
 */
export default function SsoLoginButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [configured, setConfigured] = useState(false);

  useEffect(() => {
    let live = true;
    getSsoConfig().then(
      (config) => live && setConfigured(config.sso),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);

  if (!configured) return null;
  const redirect = params.get('redirect');
  return (
    <Button
      block
      // a gap below the form's 登录 button, which has no bottom margin of its own
      style={{ marginTop: 12 }}
      data-testid="sso-login"
      onClick={() => navigate(`/auth-redirect${redirect ? `?${new URLSearchParams({ redirect }).toString()}` : ''}`)}
    >
      {t('sso.loginButton')}
    </Button>
  );
}
