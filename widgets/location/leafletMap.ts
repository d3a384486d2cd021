/**
 * The picker's map on Leaflet. This module (Leaflet and its CSS) is only reached through a dynamic import from
 * MapCanvas, so it never weighs on the first page. The map always carries the offline coordinate grid
 * (mapDrawing) under the configured tiles: with no tile URL, or tiles that do not load, it still reads as a map
 * with its markers and circles.
 */
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import type { LngLat } from './geo';
import { DOT_SIZE, MAP_COLOURS, PIN, dotSvg, gridSvg, pinSvg, tileCorner } from './mapDrawing';

export interface MapCircle extends LngLat {
  radius: number;
  kind: 'fineTune' | 'scope';
}

/** A listed place, drawn as a small dot a click can pick. */
export interface MapPlace extends LngLat {
  id: string;
  name: string;
}

export interface MapOptions {
  center: LngLat;
  zoom: number;
  tileUrl: string;
  tileSubdomains: string;
  /** false: a view only (no dragging or zooming) */
  interactive: boolean;
}

/** What the picker drives; user moves are reported, the controller's own moves are not. */
export interface MapController {
  setView(center: LngLat, zoom?: number): void;
  getCenter(): LngLat;
  setPin(point: LngLat | null): void;
  setDot(point: LngLat | null): void;
  setCircles(circles: MapCircle[]): void;
  /** the listed places; a click on one calls onPick with its id */
  setPlaces(places: MapPlace[], onPick?: (id: string) => void): void;
  /** after the container changed size (a dialog finished opening) */
  resize(): void;
  onUserMove(listener: (center: LngLat) => void): void;
  destroy(): void;
}

/** The offline ground: every tile a light grid square labelled with its corner's coordinates. */
class CoordinateGrid extends L.GridLayer {
  override createTile(coords: L.Coords): HTMLElement {
    const tile = document.createElement('div');
    const size = this.getTileSize().x;
    tile.className = 'jnpf-location-grid-tile';
    tile.innerHTML = gridSvg(size, size / 4, tileCorner(coords.x, coords.y, coords.z));
    return tile;
  }
}

const icon = (html: string, width: number, height: number, anchorY: number, className: string) =>
  L.divIcon({ html, className, iconSize: [width, height], iconAnchor: [width / 2, anchorY] });

const toLatLng = (p: LngLat) => L.latLng(p.lat, p.lng);

/** The map with the grid under the configured tiles; a view-only map takes no gestures. */
function buildMap(element: HTMLElement, options: MapOptions): L.Map {
  const map = L.map(element, {
    center: toLatLng(options.center),
    zoom: options.zoom,
    zoomControl: options.interactive,
    dragging: options.interactive,
    scrollWheelZoom: options.interactive,
    doubleClickZoom: options.interactive,
    touchZoom: options.interactive,
    keyboard: options.interactive,
    boxZoom: false,
    // a drag ends where the hand lets go: the place under the centre is what the list is about
    inertia: false,
    attributionControl: Boolean(options.tileUrl),
  });
  new CoordinateGrid({ maxZoom: 20 }).addTo(map);
  if (options.tileUrl) {
    // laid over the grid: a tile that fails leaves the grid showing through
    L.tileLayer(options.tileUrl, { subdomains: options.tileSubdomains || 'abc', maxZoom: 20 }).addTo(map);
  }
  return map;
}

function drawCircle(map: L.Map, c: MapCircle): L.Circle {
  const colour = c.kind === 'fineTune' ? MAP_COLOURS.fineTune : MAP_COLOURS.scope;
  return L.circle(toLatLng(c), {
    radius: c.radius,
    color: colour,
    weight: 2,
    fillColor: colour,
    fillOpacity: 0.08,
    dashArray: c.kind === 'fineTune' ? '6 4' : undefined,
    interactive: false,
    className: `jnpf-location-circle jnpf-location-circle-${c.kind}`,
  }).addTo(map);
}

export function createLeafletMap(element: HTMLElement, options: MapOptions): MapController {
  const map = buildMap(element, options);
  const pinIcon = icon(pinSvg(), PIN.width, PIN.height, PIN.height, 'jnpf-location-pin');
  const dotIcon = icon(dotSvg(), DOT_SIZE, DOT_SIZE, DOT_SIZE / 2, 'jnpf-location-dot');
  let pin: L.Marker | null = null;
  let dot: L.Marker | null = null;
  let circles: L.Circle[] = [];
  const placeLayer = L.layerGroup().addTo(map);
  let quiet = false;
  const listeners: ((center: LngLat) => void)[] = [];

  map.on('moveend', () => {
    if (quiet) return;
    const c = map.getCenter();
    listeners.forEach((listener) => listener({ lng: c.lng, lat: c.lat }));
  });

  const place = (marker: L.Marker | null, point: LngLat | null, markerIcon: L.DivIcon, zIndex: number) => {
    if (!point) {
      marker?.remove();
      return null;
    }
    if (marker) return marker.setLatLng(toLatLng(point));
    return L.marker(toLatLng(point), { icon: markerIcon, interactive: false, zIndexOffset: zIndex }).addTo(map);
  };

  return {
    setView(center, zoom) {
      // animate: false moves at once and fires moveend synchronously, inside the quiet window
      quiet = true;
      try {
        map.setView(toLatLng(center), zoom ?? map.getZoom(), { animate: false });
      } finally {
        quiet = false;
      }
    },
    getCenter() {
      const c = map.getCenter();
      return { lng: c.lng, lat: c.lat };
    },
    setPin(point) {
      pin = place(pin, point, pinIcon, 1000);
    },
    setDot(point) {
      dot = place(dot, point, dotIcon, 0);
    },
    setCircles(next) {
      circles.forEach((c) => c.remove());
      circles = next.map((c) => drawCircle(map, c));
    },
    setPlaces(places, onPick) {
      placeLayer.clearLayers();
      for (const p of places) {
        const dot = L.circleMarker(toLatLng(p), {
          radius: 5,
          color: '#fff',
          weight: 1.5,
          fillColor: MAP_COLOURS.place,
          fillOpacity: 0.9,
          className: 'jnpf-location-place',
          interactive: Boolean(onPick),
        });
        if (onPick) dot.on('click', () => onPick(p.id));
        dot.bindTooltip(p.name, { direction: 'top', offset: [0, -4] }).addTo(placeLayer);
      }
    },
    resize() {
      quiet = true;
      try {
        map.invalidateSize({ animate: false });
      } finally {
        quiet = false;
      }
    },
    onUserMove(listener) {
      listeners.push(listener);
    },
    destroy() {
      listeners.length = 0;
      map.remove();
    },
  };
}
