/**
 * The map's own drawing, shared by the picker's map (a Leaflet grid layer and marker icons) and the read-only
 * thumbnail: a light coordinate grid, the pin of the chosen place and the dot of where the user is. It needs no
 * tile server, so the map still reads as a map offline; tiles, when configured and reachable, cover the grid.
 * Everything here is static SVG built from numbers only.
 */

export const MAP_COLOURS = {
  ground: '#f3f5f1',
  minor: '#e2e7df',
  major: '#c9d2c5',
  label: '#8c968a',
  pin: '#1677ff',
  fineTune: '#1677ff',
  scope: '#52c41a',
  place: '#fa8c16',
} as const;

/** Degrees of the north-west corner of a Web-Mercator tile (x, y at zoom z). */
export function tileCorner(x: number, y: number, z: number): { lng: number; lat: number } {
  const n = 2 ** z;
  const lng = (x / n) * 360 - 180;
  const lat = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / n))) * 180) / Math.PI;
  return { lng, lat };
}

const fmt = (deg: number, pos: string, neg: string) => `${Math.abs(deg).toFixed(4)}°${deg >= 0 ? pos : neg}`;

/**
 * One square of grid: minor lines every `step` px, the square's edges as major lines and, when given, the
 * corner's coordinates as a label (the picker's tiles; the thumbnail has no room for them).
 */
export function gridSvg(size: number, step: number, corner?: { lng: number; lat: number }): string {
  const lines: string[] = [];
  for (let at = step; at < size; at += step) {
    lines.push(`<path d="M${at} 0V${size}M0 ${at}H${size}" stroke="${MAP_COLOURS.minor}" stroke-width="1"/>`);
  }
  const label = corner
    ? `<text x="4" y="12" font-size="10" font-family="sans-serif" fill="${MAP_COLOURS.label}">` +
      `${fmt(corner.lat, 'N', 'S')} ${fmt(corner.lng, 'E', 'W')}</text>`
    : '';
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<rect width="${size}" height="${size}" fill="${MAP_COLOURS.ground}"/>${lines.join('')}` +
    `<path d="M0.5 0V${size}M0 0.5H${size}" stroke="${MAP_COLOURS.major}" stroke-width="1"/>${label}</svg>`
  );
}

/** The pin's size; its tip is the point it marks (bottom centre). */
export const PIN = { width: 26, height: 36 } as const;

/** The chosen place: a pin with a white eye. */
export function pinSvg(colour: string = MAP_COLOURS.pin): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${PIN.width}" height="${PIN.height}" viewBox="0 0 26 36">` +
    `<path d="M13 35C13 35 1 21.5 1 13a12 12 0 0 1 24 0c0 8.5-12 22-12 22z" fill="${colour}" stroke="#fff" ` +
    `stroke-width="1.5"/><circle cx="13" cy="13" r="4.5" fill="#fff"/></svg>`
  );
}

export const DOT_SIZE = 18;

/** Where the user is (or the map's start when unknown): a dot with a halo. */
export function dotSvg(): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${DOT_SIZE}" height="${DOT_SIZE}" viewBox="0 0 18 18">` +
    `<circle cx="9" cy="9" r="8" fill="${MAP_COLOURS.pin}" fill-opacity="0.2"/>` +
    `<circle cx="9" cy="9" r="4.5" fill="${MAP_COLOURS.pin}" stroke="#fff" stroke-width="2"/></svg>`
  );
}

/** The static map of the read-only twin (80 × 80): the grid and the pin on the place, in the middle. */
export function thumbnailSvg(size = 80): string {
  const pin = pinSvg().replace('<svg ', `<svg x="${(size - PIN.width) / 2}" y="${size / 2 - PIN.height}" `);
  const grid = gridSvg(size, size / 5);
  return grid.replace('</svg>', `${pin}</svg>`);
}

export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
