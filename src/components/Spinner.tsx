import { useSnapshot } from 'valtio';
import { settings } from '../store/settings';
import { themeColorHex } from '../theme/colors';
import styles from './spinner.module.css';

/** Looks like antd's <Spin /> but needs no antd: route fallbacks and the login page show it before antd loads. */
export default function Spinner({ size = 'default' }: { size?: 'default' | 'large' }) {
  const { theme } = useSnapshot(settings);
  return (
    <span
      className={size === 'large' ? `${styles.spin} ${styles.large}` : styles.spin}
      style={{ color: themeColorHex[theme] }}
      role="status"
      aria-busy="true"
      data-testid="spinner"
    >
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
      <i className={styles.dot} />
    </span>
  );
}
