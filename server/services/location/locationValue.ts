/**
 * What a `location` field may store (docs/widgets.md, "Location"), checked again on the server because a request
 * can be sent without the form: JSON text of one place, its point on Earth and its names as text.
 */

const MAX_TEXT = 4000;
const TEXT_KEYS = ['pName', 'cName', 'adName', 'address', 'name', 'fullAddress'] as const;

export function isLocationValue(value: unknown): boolean {
  if (typeof value !== 'string' || value.length > MAX_TEXT) return false;
  let place: unknown;
  try {
    place = JSON.parse(value);
  } catch {
    return false;
  }
  if (!place || typeof place !== 'object' || Array.isArray(place)) return false;
  const p = place as Record<string, unknown>;
  const degrees = (v: unknown, limit: number) => typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= limit;
  if (!degrees(p.lng, 180) || !degrees(p.lat, 90)) return false;
  return TEXT_KEYS.every((key) => p[key] === undefined || typeof p[key] === 'string');
}
