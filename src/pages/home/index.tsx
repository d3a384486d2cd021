import { useEffect, useState } from 'react';
import { Spin } from 'antd';
import type { MyPortals } from '../../../contract';
import { getMyPortals } from '../../api/visualdev/portal';
import PortalById from '../portal/PortalById';
import PortalGrid from '../portal/PortalGrid';
import PortalSwitcher from './PortalSwitcher';
import Welcome from './Welcome';
import styles from './home.module.css';

/** Without any portal (none configured, or the list failed) /home still greets the user with every shortcut. */
const FALLBACK_LAYOUT = {
  cards: [{ i: 'shortcuts', kind: 'shortcuts' as const, title: '', x: 0, y: 0, w: 12, h: 10, settings: {} }],
};

/** The pinned home page: who is signed in and the user's default portal, with a switcher when they have several. */
export default function HomePage() {
  const [mine, setMine] = useState<MyPortals | null>(null);
  const [current, setCurrent] = useState('');
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    getMyPortals().then(
      (reply) => {
        setMine(reply);
        setCurrent(reply.defaultId || reply.list[0]?.id || '');
      },
      () => setFailed(true),
    );
  }, []);
  const switcher =
    mine && mine.list.length > 1 ? (
      <PortalSwitcher
        portals={mine.list}
        current={current}
        defaultId={mine.defaultId}
        onSwitch={setCurrent}
        onDefaultChanged={(defaultId) => setMine({ ...mine, defaultId })}
      />
    ) : null;
  return (
    <div className={styles.home} data-testid="home-page">
      <Welcome extra={switcher} />
      <div className={styles.shortcuts}>
        {!mine && !failed ? (
          <Spin style={{ display: 'block', margin: '48px auto' }} />
        ) : current ? (
          <PortalById key={current} id={current} />
        ) : (
          <PortalGrid layout={FALLBACK_LAYOUT} />
        )}
      </div>
    </div>
  );
}
