import { useState } from 'react';
import { Card, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useSnapshot } from 'valtio';
import { session } from '../../store/session';
import LanguageSwitch from '../../layouts/parts/navbar/LanguageSwitch';
import AccountLoginForm from './AccountLoginForm';
import SmsLoginForm from './SmsLoginForm';
import QrLogin from './QrLogin';
import styles from './login.module.css';

/** Sign-in screen: a centred card with the login modes as tabs, and the way to register or reset a password. */
export default function LoginPage() {
  const { t } = useTranslation();
  const [mode, setMode] = useState('account');
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig.title || t('app.defaultTitle');

  return (
    <div className={styles.page}>
      <div className={styles.corner}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card} variant="borderless">
        <div className={styles.brand}>
          <img src={sysConfig.logoIcon || '/logo.svg'} alt="" className={styles.logo} />
          <h1 className={styles.title}>{title}</h1>
        </div>
        <Tabs
          centered
          activeKey={mode}
          onChange={setMode}
          items={[
            { key: 'account', label: t('login.tabAccount'), children: <AccountLoginForm /> },
            { key: 'sms', label: <span data-testid="tab-sms">{t('login.tabSms')}</span>, children: <SmsLoginForm /> },
            {
              key: 'qr',
              label: <span data-testid="tab-qr">{t('login.tabQr')}</span>,
              children: <QrLogin active={mode === 'qr'} />,
            },
          ]}
        />
        <div className={styles.links}>
          <Link to="/forget">{t('login.forget')}</Link>
          <Link to="/register">{t('login.register')}</Link>
        </div>
      </Card>
      <div className={styles.footer}>{sysConfig.copyright || 'Copyright © 2026'}</div>
    </div>
  );
}
