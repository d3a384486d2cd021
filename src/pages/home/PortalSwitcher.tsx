import { App, Button, Select, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalListItem } from '../../../contract';
import { setDefaultPortal } from '../../api/visualdev/portal';

interface Props {
  portals: PortalListItem[];
  current: string;
  defaultId: string;
  onSwitch: (id: string) => void;
  onDefaultChanged: (id: string) => void;
}

/** Shown when the user has several portals: pick the one to see, and make it the one /home opens. */
export default function PortalSwitcher({ portals, current, defaultId, onSwitch, onDefaultChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const makeDefault = async () => {
    const reply = await setDefaultPortal(current);
    if (reply.code === 200) {
      onDefaultChanged(current);
      void message.success(t('portal.defaultSet'));
    }
  };
  return (
    <Space wrap data-region="portal-switcher">
      <Select
        aria-label={t('portal.switchPortal')}
        data-testid="portal-switcher"
        value={current}
        style={{ minWidth: 160 }}
        options={portals.map((p) => ({ value: p.id, label: p.fullName }))}
        onChange={onSwitch}
      />
      {current === defaultId ? (
        <Tag color="blue">{t('portal.isDefault')}</Tag>
      ) : (
        <Button onClick={() => void makeDefault()} data-testid="portal-set-default">
          {t('portal.setDefault')}
        </Button>
      )}
    </Space>
  );
}
