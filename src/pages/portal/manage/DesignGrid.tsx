import ReactGridLayout, { useContainerWidth, type Layout } from 'react-grid-layout';
import 'react-grid-layout/css/styles.css';
import 'react-resizable/css/styles.css';
import { useTranslation } from 'react-i18next';
import { PORTAL_GRID, type PortalCard } from '../../../../contract';
import { ROW_HEIGHT } from '../PortalGrid';

interface Props {
  cards: PortalCard[];
  selected: string;
  onSelect: (i: string) => void;
  onMove: (boxes: Pick<PortalCard, 'i' | 'x' | 'y' | 'w' | 'h'>[]) => void;
}

/**
 * The designer's grid: cards are dragged by their title bar and resized from their corner. Loaded with the
 * designer only (react-grid-layout is not needed to view a portal).
 */
export default function DesignGrid({ cards, selected, onSelect, onMove }: Props) {
  const { t } = useTranslation();
  const { width, containerRef, mounted } = useContainerWidth();
  const layout = cards.map(({ i, x, y, w, h }) => ({ i, x, y, w, h, maxH: PORTAL_GRID.maxH }));
  return (
    <div
      ref={containerRef as React.RefObject<HTMLDivElement>}
      className="portal-design-grid"
      data-region="portal-design-grid"
    >
      {mounted && (
        <ReactGridLayout
          layout={layout}
          width={width}
          gridConfig={{ cols: PORTAL_GRID.cols, rowHeight: ROW_HEIGHT, margin: [12, 12] }}
          dragConfig={{ handle: '.portal-design-handle' }}
          onLayoutChange={(next: Layout) => onMove(next.map(({ i, x, y, w, h }) => ({ i, x, y, w, h })))}
        >
          {cards.map((card) => (
            <div
              key={card.i}
              className={`portal-design-card${card.i === selected ? ' is-selected' : ''}`}
              data-testid="portal-design-card"
              data-card={card.i}
            >
              <div className="portal-design-handle" onMouseDown={() => onSelect(card.i)}>
                {card.title || t(`portal.kinds.${card.kind}`)}
              </div>
              <div className="portal-design-kind">
                {t(`portal.kinds.${card.kind}`)} · {card.w}×{card.h}
              </div>
            </div>
          ))}
        </ReactGridLayout>
      )}
    </div>
  );
}
