import { Button, Form, Input, InputNumber, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCard } from '../../../../contract';

interface Props {
  card: PortalCard | undefined;
  onChange: (card: PortalCard) => void;
  onRemove: (i: string) => void;
}

/** The selected card's title and the settings of its kind (docs/portals.md lists them). */
export default function CardSettings({ card, onChange, onRemove }: Props) {
  const { t } = useTranslation();
  const m = (key: string) => t(`portal.manage.${key}`);
  if (!card) return <Typography.Text type="secondary">{m('selectCard')}</Typography.Text>;
  const set = (key: string, value: unknown) => onChange({ ...card, settings: { ...card.settings, [key]: value } });
  const field = (name: string, label: string, input: JSX.Element) => (
    <Form.Item label={label} data-jnpf-key={name === 'html' ? 'textarea' : 'input'} data-field={name}>
      {input}
    </Form.Item>
  );
  const text = (key: string) => String(card.settings[key] ?? '');
  return (
    <Form layout="vertical" size="small" data-region="portal-card-settings">
      {field(
        'title',
        m('cardTitle'),
        <Input value={card.title} onChange={(e) => onChange({ ...card, title: e.target.value })} />,
      )}
      {card.kind === 'richText' &&
        field(
          'html',
          m('html'),
          <Input.TextArea rows={6} value={text('html')} onChange={(e) => set('html', e.target.value)} />,
        )}
      {card.kind === 'iframe' &&
        field('url', m('url'), <Input value={text('url')} onChange={(e) => set('url', e.target.value)} />)}
      {(card.kind === 'report' || card.kind === 'dataInterface') &&
        field('id', m('sourceId'), <Input value={text('id')} onChange={(e) => set('id', e.target.value)} />)}
      {['notices', 'messages', 'dataInterface'].includes(card.kind) &&
        field(
          'limit',
          m('limit'),
          <InputNumber
            min={1}
            max={50}
            value={Number(card.settings.limit) || undefined}
            onChange={(v) => set('limit', v ?? undefined)}
          />,
        )}
      <Button danger onClick={() => onRemove(card.i)} data-testid="portal-remove-card">
        {m('removeCard')}
      </Button>
    </Form>
  );
}
