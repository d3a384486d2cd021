import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../store/session';
import styles from '../layout.module.css';

/** Logo and title from the system config (our own default logo otherwise). */
export default function Brand({ collapsed = false, dark = false }: { collapsed?: boolean; dark?: boolean }) {
  const { t } = useTranslation();
  const { sysConfig } = useSnapshot(session);
  const title = sysConfig.title || t('app.defaultTitle');
  const className = [styles.brand, dark ? styles.brandDark : '', collapsed ? styles.brandCollapsed : '']
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className} title={title}>
      <img src={sysConfig.navigationIcon || sysConfig.logoIcon || '/logo.svg'} alt="" className={styles.brandLogo} />
      {!collapsed && <span className={styles.brandTitle}>{title}</span>}
    </div>
  );
}
