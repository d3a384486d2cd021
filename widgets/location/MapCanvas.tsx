import { useEffect, useRef, useState } from 'react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { LngLat } from './geo';
import type { MapCircle, MapController, MapPlace } from './leafletMap';
import { MAP_COLOURS } from './mapDrawing';
import { locationMessages as m } from './messages';

export const MAP_ZOOM = 16;

export interface MapCanvasProps {
  /** where the map starts; later moves go through the controller */
  center: LngLat;
  zoom?: number;
  tileUrl: string;
  tileSubdomains?: string;
  interactive?: boolean;
  pin?: LngLat | null;
  dot?: LngLat | null;
  circles?: MapCircle[];
  /** places drawn as dots; onPlaceClick picks one by id */
  places?: MapPlace[];
  onPlaceClick?(id: string): void;
  height: number;
  onUserMove?(center: LngLat): void;
  onReady?(controller: MapController): void;
}

/**
 * A Leaflet map, loaded on first mount (Leaflet stays out of the first bundle). Pin, dot and circles follow the
 * props; the parent moves the map through the controller handed to onReady.
 */
export function MapCanvas({
  center,
  zoom = MAP_ZOOM,
  tileUrl,
  tileSubdomains = 'abc',
  interactive = true,
  pin = null,
  dot = null,
  circles,
  places,
  onPlaceClick,
  height,
  onUserMove,
  onReady,
}: MapCanvasProps) {
  useEngineLanguage();
  const element = useRef<HTMLDivElement>(null);
  const [controller, setController] = useState<MapController | null>(null);
  const [failed, setFailed] = useState(false);
  const moveRef = useRef(onUserMove);
  moveRef.current = onUserMove;
  const readyRef = useRef(onReady);
  readyRef.current = onReady;
  const start = useRef({ center, zoom, tileUrl, tileSubdomains, interactive });

  useEffect(() => {
    let live = true;
    let made: MapController | null = null;
    import('./leafletMap')
      .then(({ createLeafletMap }) => {
        if (!live || !element.current) return;
        made = createLeafletMap(element.current, start.current);
        made.onUserMove((c) => moveRef.current?.(c));
        setController(made);
        readyRef.current?.(made);
      })
      .catch((error: unknown) => {
        console.error('[location] the map could not be loaded:', error);
        if (live) setFailed(true);
      });
    return () => {
      live = false;
      made?.destroy();
    };
  }, []);

  useEffect(() => controller?.setPin(pin), [controller, pin]);
  useEffect(() => controller?.setDot(dot), [controller, dot]);
  useEffect(() => controller?.setCircles(circles ?? []), [controller, circles]);
  const pickRef = useRef(onPlaceClick);
  pickRef.current = onPlaceClick;
  useEffect(
    () => controller?.setPlaces(places ?? [], pickRef.current ? (id) => pickRef.current?.(id) : undefined),
    [controller, places],
  );

  // a dialog grows into its size while it opens: the map must learn its final size to centre correctly
  useEffect(() => {
    if (!controller || !element.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => controller.resize());
    observer.observe(element.current);
    return () => observer.disconnect();
  }, [controller]);

  return (
    <div
      className="jnpf-location-map"
      role="application"
      aria-label={formatMessage(m.mapLabel)}
      style={{ position: 'relative', height, background: MAP_COLOURS.ground, borderRadius: 4, overflow: 'hidden' }}
    >
      <div ref={element} style={{ position: 'absolute', inset: 0 }} />
      {controller ? null : (
        <div
          className="jnpf-location-map-loading"
          style={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', color: '#8c8c8c' }}
        >
          {formatMessage(failed ? m.nothing : m.mapLoading)}
        </div>
      )}
    </div>
  );
}
