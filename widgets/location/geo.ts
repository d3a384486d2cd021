/**
 * Distances and the picker's range rules (docs/widgets.md, location): the fine-tune range around where the
 * dialog started, and the designer's location-scope circles.
 */

export interface LngLat {
  lng: number;
  lat: number;
}

/** One circle of the designer's locationScope: a place must lie inside at least one. */
export interface ScopeCircle extends LngLat {
  /** metres */
  radius: number;
}

/** adjustmentScope when the designer left it empty, in metres */
export const DEFAULT_ADJUSTMENT_SCOPE = 500;

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine). */
export function distanceMetres(a: LngLat, b: LngLat): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isLngLat = (p: Partial<LngLat> | null | undefined): p is LngLat =>
  !!p &&
  typeof p.lng === 'number' &&
  typeof p.lat === 'number' &&
  Number.isFinite(p.lng) &&
  Number.isFinite(p.lat) &&
  Math.abs(p.lng) <= 180 &&
  Math.abs(p.lat) <= 90;

/** "lng,lat" as AMap writes it (AMap sends [] for a tip that is no point). */
export function parseLngLat(location: unknown): LngLat | null {
  if (typeof location !== 'string') return null;
  const [lng, lat] = location.split(',').map((part) => Number(part));
  const point = { lng, lat };
  return location.split(',').length === 2 && isLngLat(point) ? point : null;
}

/** The designer's locationScope: circles with a point and a positive radius; anything else is dropped. */
export function scopeCircles(raw: unknown): ScopeCircle[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    const c = (item ?? {}) as Record<string, unknown>;
    const circle = { lng: Number(c.lng), lat: Number(c.lat), radius: Number(c.radius) };
    return isLngLat(circle) && circle.radius > 0 ? [circle] : [];
  });
}

/** The fine-tune range in metres: adjustmentScope when positive, else 500. */
export function adjustmentRange(raw: unknown): number {
  const n = Number(raw);
  return Number.isFinite(n) && n > 0 ? n : DEFAULT_ADJUSTMENT_SCOPE;
}

export interface RangeRules {
  /** enableLocationScope: places must lie within `range` metres of `origin` */
  fineTune: { origin: LngLat; range: number } | null;
  /** enableDesktopLocation with circles: places must lie inside one of them */
  scopes: ScopeCircle[];
}

export type RangeProblem = 'outOfFineTune' | 'outOfScope';

/** Why a place may not be chosen, or null when it may: the fine-tune range first, then the scope circles. */
export function rangeProblem(point: LngLat, rules: RangeRules): RangeProblem | null {
  if (rules.fineTune && distanceMetres(rules.fineTune.origin, point) > rules.fineTune.range) return 'outOfFineTune';
  if (rules.scopes.length && !rules.scopes.some((c) => distanceMetres(c, point) <= c.radius)) return 'outOfScope';
  return null;
}
