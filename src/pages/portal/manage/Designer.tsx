import { lazy, Suspense, useState } from 'react';
import { App, Button, Card, Input, Select, Space, Spin, Switch, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PORTAL_CARD_KINDS, portalLayoutProblem, type PortalCardKind } from '../../../../contract';
import PortalGrid from '../PortalGrid';
import CardSettings from './CardSettings';
import { useDesign } from './useDesign';
import './designer.css';

// react-grid-layout is only needed here, so it is its own chunk, loaded when a portal is opened for design
const DesignGrid = lazy(() => import('./DesignGrid'));

/** The layout designer: drag and resize cards, edit the selected card, watch the live preview, save. */
export default function Designer({ id, onBack }: { id: string; onBack: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const design = useDesign(id);
  const [kind, setKind] = useState<PortalCardKind>('notices');
  const [saving, setSaving] = useState(false);
  const m = (key: string) => t(`portal.manage.${key}`);
  if (!design.info) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  const problem = portalLayoutProblem({ cards: design.cards });
  const save = async () => {
    setSaving(true);
    const reply = await design.save().finally(() => setSaving(false));
    if (reply?.code === 200) void message.success(reply.msg);
  };
  const toolbar = (
    <Space wrap>
      <Button onClick={onBack}>{m('back')}</Button>
      <Button
        type="primary"
        loading={saving}
        disabled={!!problem}
        onClick={() => void save()}
        data-testid="portal-save"
      >
        {m('save')}
      </Button>
    </Space>
  );
  return (
    <Space direction="vertical" style={{ width: '100%' }} size={16} data-region="portal-designer">
      <Card title={m('edit')} extra={toolbar}>
        <Space wrap>
          <span data-jnpf-key="input" data-field="fullName">
            <Input addonBefore={m('name')} value={design.name} onChange={(e) => design.setName(e.target.value)} />
          </span>
          <span data-jnpf-key="switch" data-field="enabledMark">
            {m('enabled')} <Switch checked={design.enabled === 1} onChange={(on) => design.setEnabled(on ? 1 : 0)} />
          </span>
          <Select<PortalCardKind>
            value={kind}
            onChange={setKind}
            style={{ width: 160 }}
            options={PORTAL_CARD_KINDS.map((k) => ({ value: k, label: t(`portal.kinds.${k}`) }))}
          />
          <Button onClick={() => design.add(kind)} data-testid="portal-add-card">
            {m('addCard')}
          </Button>
        </Space>
        {problem && <Typography.Paragraph type="danger">{problem}</Typography.Paragraph>}
      </Card>
      <div className="portal-design-columns">
        <Card title={m('layout')} size="small">
          <Suspense fallback={<Spin />}>
            <DesignGrid
              cards={design.cards}
              selected={design.selected}
              onSelect={design.setSelected}
              onMove={design.move}
            />
          </Suspense>
        </Card>
        <Card title={m('cardSettings')} size="small">
          <CardSettings
            card={design.cards.find((c) => c.i === design.selected)}
            onChange={design.change}
            onRemove={design.remove}
          />
        </Card>
      </div>
      <Card title={m('preview')} size="small" data-region="portal-preview">
        <PortalGrid layout={{ cards: design.cards }} />
      </Card>
    </Space>
  );
}
