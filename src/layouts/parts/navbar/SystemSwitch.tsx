import { useMemo, useState } from 'react';
import { Drawer, Empty, Input, List, Spin, theme, Tooltip } from 'antd';
import { AppstoreOutlined, CheckOutlined, SwapOutlined } from '@ant-design/icons';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { session } from '../../../store/session';
import { appState } from '../../../store/app';
import { routerBasename } from '../../../router/basename';
import { switchToSystem } from '../../../session/switchSystem';
import MenuIcon from '../../../components/MenuIcon';
import styles from '../../layout.module.css';

/** Separate-app mode: the shell runs as one application under /JNPF_APP_<id> and cannot leave it. */
export function isSeparateApp(): boolean {
  return routerBasename() !== '/';
}

/** The icon shows only for users in more than one system, outside separate-app mode. */
export function useCanSwitchSystem(): boolean {
  const { userInfo } = useSnapshot(session);
  return (userInfo?.systemIds?.length ?? 0) > 1 && !isSeparateApp();
}

export function SystemSwitchButton() {
  const { t } = useTranslation();
  return (
    <Tooltip title={t('layout.switchSystem')}>
      <button
        type="button"
        className={styles.tool}
        onClick={() => (appState.systemDrawerOpen = true)}
        aria-label={t('layout.switchSystem')}
        data-testid="system-switch"
      >
        <SwapOutlined />
      </button>
    </Tooltip>
  );
}

/** The switch-application drawer: keyword filter, the user's systems, the current one ticked. */
export function SystemDrawer() {
  const { t } = useTranslation();
  const { userInfo } = useSnapshot(session);
  const { systemDrawerOpen } = useSnapshot(appState);
  const { token } = theme.useToken();
  const [keyword, setKeyword] = useState('');
  const [busy, setBusy] = useState(false);
  const systems = useMemo(() => {
    const k = keyword.trim().toLowerCase();
    return (userInfo?.systemIds ?? []).filter((s) => !k || s.name.toLowerCase().includes(k));
  }, [userInfo, keyword]);
  const currentId = userInfo?.systemId;

  const choose = async (id: string) => {
    if (id === currentId || busy) return;
    setBusy(true);
    try {
      await switchToSystem(id);
      appState.systemDrawerOpen = false;
    } catch {
      // the request layer has shown why; the drawer stays open to try again
    } finally {
      setBusy(false);
    }
  };

  return (
    <Drawer
      title={t('layout.switchSystemTitle')}
      width={280}
      open={systemDrawerOpen}
      onClose={() => (appState.systemDrawerOpen = false)}
      data-testid="system-drawer"
    >
      <Input.Search
        allowClear
        placeholder={t('layout.systemKeyword')}
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Spin spinning={busy}>
        {systems.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
        ) : (
          <List
            dataSource={systems}
            renderItem={(s) => (
              <List.Item
                onClick={() => void choose(s.id)}
                style={{ cursor: 'pointer', paddingInline: 8 }}
                data-testid="system-item"
                data-current={s.id === currentId ? 'true' : 'false'}
                extra={s.id === currentId ? <CheckOutlined style={{ color: token.colorPrimary }} /> : null}
              >
                <List.Item.Meta avatar={s.icon ? <MenuIcon name={s.icon} /> : <AppstoreOutlined />} title={s.name} />
              </List.Item>
            )}
          />
        )}
      </Spin>
    </Drawer>
  );
}
