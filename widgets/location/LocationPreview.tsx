import { useEffect, useMemo, useState } from 'react';
import { Modal, Typography } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import { useEngineServices } from '../../engine-core/services';
import type { LocationMapConfig } from '../../contract';
import { locationText, parseLocation, type LocationValue } from './locationValue';
import { MapCanvas, MAP_ZOOM } from './MapCanvas';
import { svgDataUrl, thumbnailSvg } from './mapDrawing';
import { locationMessages as m } from './messages';
import { DIALOG_WIDTH } from './LocationDialog';

/** The static map of the twin: 80 × 80 (the map service's static-map size). */
export const THUMBNAIL_SIZE = 80;
const thumbnail = svgDataUrl(thumbnailSvg(THUMBNAIL_SIZE));

/** The view a click on the twin opens: the place pinned on the map, its address under it. */
function LocationView({ value, onClose }: { value: LocationValue; onClose(): void }) {
  const services = useEngineServices().location;
  const [config, setConfig] = useState<LocationMapConfig | null>(null);
  useEffect(() => {
    let live = true;
    services
      .mapConfig()
      // without the settings the grid alone still shows the place
      .catch((): LocationMapConfig => ({ tileUrl: '', tileSubdomains: 'abc', defaultCenter: value, source: 'seed' }))
      .then((settings) => live && setConfig(settings));
    return () => {
      live = false;
    };
  }, [services, value]);
  return (
    <Modal
      open
      title={formatMessage(m.viewTitle)}
      width={DIALOG_WIDTH}
      className="jnpf-location-view"
      footer={null}
      destroyOnHidden
      onCancel={onClose}
    >
      {config ? (
        <MapCanvas
          center={value}
          zoom={MAP_ZOOM}
          tileUrl={config.tileUrl}
          tileSubdomains={config.tileSubdomains}
          pin={value}
          height={300}
        />
      ) : (
        <div style={{ height: 300 }} />
      )}
      <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }}>{locationText(value)}</Typography.Paragraph>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {value.lng.toFixed(6)}, {value.lat.toFixed(6)}
      </Typography.Text>
    </Modal>
  );
}

/**
 * The read-only twin (detail view, list cells, print): the address beside a small static map (the grid and
 * the pin, drawn without any tile server); a click opens the place on a map.
 */
export function LocationPreview({ value }: { value?: unknown }) {
  useEngineLanguage();
  const parsed = useMemo(() => parseLocation(value), [value]);
  const [open, setOpen] = useState(false);
  if (!parsed) return <PreviewText value="" />;
  const text = locationText(parsed);
  return (
    <PreviewText value={text}>
      <span
        role="button"
        tabIndex={0}
        className="jnpf-location-preview"
        title={text}
        onClick={() => setOpen(true)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault();
            setOpen(true);
          }
        }}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8, cursor: 'pointer', maxWidth: '100%' }}
      >
        <img
          className="jnpf-location-thumbnail"
          src={thumbnail}
          width={THUMBNAIL_SIZE}
          height={THUMBNAIL_SIZE}
          alt={formatMessage(m.thumbnail, { text })}
          style={{ flex: 'none', borderRadius: 4, border: '1px solid #f0f0f0' }}
        />
        <span style={{ color: '#1677ff' }}>{text}</span>
      </span>
      {open ? <LocationView value={parsed} onClose={() => setOpen(false)} /> : null}
    </PreviewText>
  );
}
