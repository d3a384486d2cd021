import { Suspense } from 'react';
import { Card, Empty, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PortalCard, PortalLayout } from '../../../contract';
import { CARD_COMPONENTS } from './cards';
import './portal.css';

/** Height of one grid row in pixels: the designer uses the same, so the preview looks like the portal. */
export const ROW_HEIGHT = 30;

function PortalCardView({ card }: { card: PortalCard }) {
  const { t } = useTranslation();
  const Body = CARD_COMPONENTS[card.kind];
  return (
    <Card
      size="small"
      className="portal-card"
      title={card.title || t(`portal.kinds.${card.kind}`)}
      data-region={`portal-card-${card.i}`}
      data-kind={card.kind}
      data-testid="portal-card"
      style={{
        gridColumn: `${card.x + 1} / span ${card.w}`,
        gridRow: `${card.y + 1} / span ${card.h}`,
      }}
    >
      <Suspense fallback={<Spin />}>{Body ? <Body card={card} /> : null}</Suspense>
    </Card>
  );
}

/**
 * A portal as its users see it: a 12-column CSS grid placing each card at its saved cell (the drag-and-drop library
 * is only needed in the designer); below 768 px the cards stack in their reading order.
 */
export default function PortalGrid({ layout }: { layout: PortalLayout }) {
  const { t } = useTranslation();
  if (layout.cards.length === 0) return <Empty description={t('portal.noCards')} data-testid="portal-empty" />;
  const ordered = [...layout.cards].sort((a, b) => a.y - b.y || a.x - b.x);
  return (
    <div className="portal-grid" data-region="portal-grid" style={{ gridAutoRows: ROW_HEIGHT }}>
      {ordered.map((card) => (
        <PortalCardView key={card.i} card={card} />
      ))}
    </div>
  );
}
