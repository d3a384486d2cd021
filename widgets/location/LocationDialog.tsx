import { Modal, Typography } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { ScopeCircle } from './geo';
import type { LocationValue, Place } from './locationValue';
import { MapCanvas, MAP_ZOOM } from './MapCanvas';
import { locationMessages as m } from './messages';
import { PlaceList } from './PlaceList';
import { SearchBox } from './SearchBox';
import { useLocationPicker } from './useLocationPicker';

export const DIALOG_WIDTH = 600;
const MAP_HEIGHT = 300;
const LIST_HEIGHT = 220;

/** Over the map's corner: how far the place may be moved. */
function FineTuneHint({ range }: { range: number }) {
  return (
    <div
      className="jnpf-location-hint"
      style={{
        position: 'absolute',
        left: 8,
        bottom: 8,
        zIndex: 1000,
        background: 'rgba(255,255,255,0.9)',
        padding: '2px 8px',
        borderRadius: 4,
        fontSize: 12,
      }}
    >
      {formatMessage(m.fineTuneHint, { range })}
    </div>
  );
}

export interface LocationDialogProps {
  initial: LocationValue | null;
  /** enableLocationScope: the fine-tune range in metres; null when off */
  fineTuneRange: number | null;
  /** enableDesktopLocation: the permitted circles ([] when off) */
  scopes: ScopeCircle[];
  onCancel(): void;
  onConfirm(place: Place): void;
}

/**
 * 选择位置 (600px): a search box with tips, the map (zoom 16; the fine-tune circle and the permitted circles
 * drawn on it, the chosen place pinned) and the nearby places under it, paged as the list is scrolled.
 * Mounted only while open, so each opening starts afresh from where the user is.
 */
export function LocationDialog({ initial, fineTuneRange, scopes, onCancel, onConfirm }: LocationDialogProps) {
  useEngineLanguage();
  const picker = useLocationPicker({ initial, fineTuneRange, scopes });
  const { config, start, selected, list } = picker;

  return (
    <Modal
      open
      title={formatMessage(m.title)}
      width={DIALOG_WIDTH}
      className="jnpf-location-dialog"
      destroyOnHidden
      maskClosable={false}
      onCancel={onCancel}
      onOk={() => {
        const place = picker.confirm();
        if (place) onConfirm(place);
      }}
      okText={formatMessage(m.confirm)}
      cancelText={formatMessage(m.cancel)}
    >
      <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
        <SearchBox services={picker.services} onTip={picker.onTip} onSearch={picker.onSearch} />
        {config && start ? (
          <div style={{ position: 'relative' }}>
            <MapCanvas
              center={start.center}
              zoom={MAP_ZOOM}
              tileUrl={config.tileUrl}
              tileSubdomains={config.tileSubdomains}
              height={MAP_HEIGHT}
              pin={selected}
              dot={start.located ? start.center : null}
              circles={picker.circles}
              places={list.places}
              onPlaceClick={(id) => {
                const place = list.places.find((p) => p.id === id);
                if (place) picker.pick(place);
              }}
              onUserMove={picker.onUserMove}
              onReady={picker.onReady}
            />
            {fineTuneRange !== null ? <FineTuneHint range={fineTuneRange} /> : null}
          </div>
        ) : (
          <div
            className="jnpf-location-locating"
            style={{ height: MAP_HEIGHT, display: 'grid', placeItems: 'center', background: '#f3f5f1' }}
          >
            <Typography.Text type="secondary">{formatMessage(m.locating)}</Typography.Text>
          </div>
        )}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatMessage(list.query?.kind === 'text' ? m.results : m.nearby)}
        </Typography.Text>
        <PlaceList
          places={list.places}
          loading={list.loading || !start}
          selectedId={selected?.id ?? null}
          height={LIST_HEIGHT}
          onPick={picker.pick}
          onNearBottom={list.loadMore}
        />
      </div>
    </Modal>
  );
}
