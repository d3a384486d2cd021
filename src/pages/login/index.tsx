import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { theme } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../store/session';
import LanguageMenu from '../../components/LanguageMenu';
import Spinner from '../../components/Spinner';
import AccountLoginForm from './AccountLoginForm';
import SmsLoginForm from './SmsLoginForm';
import LoginTabs from './LoginTabs';
import SsoLoginButton from '../sso/SsoLoginButton';
import styles from './login.module.css';

// the QR tab (qrcode.react, Typography, polling) loads when it is first opened: most people sign in by password
const QrLogin = lazy(() => import('./QrLogin'));

/** Sign-in screen: a centred card with the login modes as tabs, and the way to register or reset a password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState('account');
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig.title || t('app.defaultTitle');
  // the theme's link colour (AA on white), not the stock blue of a plain <a>
  const { token } = theme.useToken();

  return (
    <div className={styles.page}>
      <div className={styles.corner}>
        <LanguageMenu />
      </div>
      {/* antd's borderless Card, drawn here: the page is small enough without Card and its Skeleton */}
      <div className={styles.card}>
        <div className={styles.brand}>
          <img src={sysConfig.logoIcon || '/logo.svg'} alt="" className={styles.logo} />
          <h1 className={styles.title}>{title}</h1>
        </div>
        <LoginTabs
          activeKey={mode}
          onChange={setMode}
          items={[
            { key: 'account', label: t('login.tabAccount'), children: <AccountLoginForm /> },
            { key: 'sms', label: <span data-testid="tab-sms">{t('login.tabSms')}</span>, children: <SmsLoginForm /> },
            {
              key: 'qr',
              label: <span data-testid="tab-qr">{t('login.tabQr')}</span>,
              children: (
                <Suspense
                  fallback={
                    <div className={styles.qr}>
                      <Spinner />
                    </div>
                  }
                >
                  <QrLogin active={mode === 'qr'} />
                </Suspense>
              ),
            },
          ]}
        />
        {/* shown only when an OpenID Connect provider is configured (docs/sso.md) */}
        <SsoLoginButton />
        <div className={styles.links} style={{ '--link': token.colorLink } as CSSProperties}>
          <Link to="/forget">{t('login.forget')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </div>
      </div>
      <div className={styles.footer}>{sysConfig.copyright || 'Copyright © 2026'}</div>
    </div>
  );
}
