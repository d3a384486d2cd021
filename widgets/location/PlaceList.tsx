import type { UIEvent } from 'react';
import { Spin, Typography } from 'antd';
import { CheckOutlined, EnvironmentOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { Place } from './locationValue';
import { locationMessages as m } from './messages';

/** Scrolling within this many pixels of the bottom loads the next page. */
export const SCROLL_THRESHOLD_PX = 50;

export interface PlaceListProps {
  places: Place[];
  loading: boolean;
  selectedId: string | null;
  height: number;
  onPick(place: Place): void;
  onNearBottom(): void;
}

export function distanceText(metres: number): string {
  return metres < 1000
    ? formatMessage(m.metres, { n: Math.round(metres) })
    : formatMessage(m.kilometres, { n: (metres / 1000).toFixed(1) });
}

export function nearBottom(el: { scrollHeight: number; scrollTop: number; clientHeight: number }): boolean {
  return el.scrollHeight - el.scrollTop - el.clientHeight <= SCROLL_THRESHOLD_PX;
}

/** The list under the map: name, address and distance of each place; the chosen one ticked. */
export function PlaceList({ places, loading, selectedId, height, onPick, onNearBottom }: PlaceListProps) {
  useEngineLanguage();
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (nearBottom(event.currentTarget)) onNearBottom();
  };
  return (
    <div
      className="jnpf-location-list"
      role="listbox"
      aria-label={formatMessage(m.nearby)}
      style={{ height, overflowY: 'auto', border: '1px solid #f0f0f0', borderRadius: 4 }}
      onScroll={onScroll}
    >
      {places.map((place) => {
        const selected = place.id === selectedId;
        return (
          <div
            key={place.id}
            role="option"
            aria-selected={selected}
            tabIndex={0}
            className="jnpf-location-item"
            data-place-id={place.id}
            onClick={() => onPick(place)}
            onKeyDown={(event) => {
              if (event.key === 'Enter' || event.key === ' ') {
                event.preventDefault();
                onPick(place);
              }
            }}
            style={{
              display: 'flex',
              alignItems: 'center',
              gap: 8,
              padding: '8px 12px',
              cursor: 'pointer',
              borderBottom: '1px solid #f5f5f5',
              background: selected ? '#e6f4ff' : undefined,
            }}
          >
            <EnvironmentOutlined style={{ color: selected ? '#1677ff' : '#bfbfbf' }} />
            <div style={{ flex: 1, minWidth: 0 }}>
              <div className="jnpf-location-item-name" style={{ fontWeight: 500 }}>
                {place.name}
              </div>
              <Typography.Text type="secondary" ellipsis style={{ fontSize: 12, display: 'block' }}>
                {place.distance !== undefined ? `${distanceText(place.distance)} | ` : ''}
                {[place.cName === place.pName ? '' : place.cName, place.adName, place.address].join('')}
              </Typography.Text>
            </div>
            {selected ? <CheckOutlined style={{ color: '#1677ff' }} /> : null}
          </div>
        );
      })}
      {loading ? (
        <div style={{ padding: 12, textAlign: 'center' }}>
          <Spin size="small" /> <Typography.Text type="secondary">{formatMessage(m.loading)}</Typography.Text>
        </div>
      ) : null}
      {!loading && places.length === 0 ? (
        <div className="jnpf-location-empty" style={{ padding: 24, textAlign: 'center', color: '#bfbfbf' }}>
          {formatMessage(m.nothing)}
        </div>
      ) : null}
    </div>
  );
}
