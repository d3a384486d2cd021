import { useEffect, useState } from 'react';
import { App, Tooltip } from 'antd';
import { FullscreenExitOutlined, FullscreenOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import styles from '../../layout.module.css';

/** Whether the browser offers the Fullscreen API at all (some embedded browsers and iOS Safari do not). */
export function fullscreenSupported(doc: Document = document): boolean {
  return Boolean(doc.fullscreenEnabled && typeof doc.documentElement.requestFullscreen === 'function');
}

export default function FullscreenToggle() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [active, setActive] = useState(() => Boolean(document.fullscreenElement));
  useEffect(() => {
    const sync = () => setActive(Boolean(document.fullscreenElement));
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    if (!fullscreenSupported()) {
      void message.warning(t('layout.fullscreenUnsupported'));
      return;
    }
    const done = active ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    done.catch(() => void message.warning(t('layout.fullscreenUnsupported')));
  };
  const label = active ? t('layout.exitFullscreen') : t('layout.fullscreen');
  return (
    <Tooltip title={label}>
      <button type="button" className={styles.tool} onClick={toggle} aria-label={label} data-testid="fullscreen">
        {active ? <FullscreenExitOutlined /> : <FullscreenOutlined />}
      </button>
    </Tooltip>
  );
}
