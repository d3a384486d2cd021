import type { LocationPoi } from '../../contract';
import { isLngLat, parseLngLat, type LngLat } from './geo';

/**
 * The value of a `location` field: a JSON string of pName, cName, adName, address, name, lng, lat and
 * fullAddress (docs/widgets.md). '' when empty.
 */
export interface LocationValue extends LngLat {
  pName: string;
  cName: string;
  adName: string;
  address: string;
  name: string;
  fullAddress: string;
}

/** A place as the picker lists it (an AMap poi made tidy). */
export interface Place extends LngLat {
  id: string;
  name: string;
  address: string;
  pName: string;
  cName: string;
  adName: string;
  /** metres from the search centre, when the search was around a point */
  distance?: number;
}

/** AMap sends [] for an empty text field. */
const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');

export function placeFromPoi(poi: LocationPoi): Place | null {
  const point = parseLngLat(poi.location);
  if (!point) return null;
  const distance = Number(poi.distance);
  return {
    id: str(poi.id) || `${point.lng},${point.lat}`,
    name: str(poi.name),
    address: str(poi.address),
    pName: str(poi.pname),
    cName: str(poi.cityname),
    adName: str(poi.adname),
    ...point,
    ...(str(poi.distance) !== '' && Number.isFinite(distance) ? { distance } : {}),
  };
}

/** Province, city (left out when it repeats the province: 北京市北京市), district, address and name. */
export function fullAddressOf(p: Pick<LocationValue, 'pName' | 'cName' | 'adName' | 'address' | 'name'>): string {
  return [p.pName, p.cName === p.pName ? '' : p.cName, p.adName, p.address, p.name].join('');
}

export function valueOfPlace(place: Place): LocationValue {
  const { pName, cName, adName, address, name, lng, lat } = place;
  return { pName, cName, adName, address, name, lng, lat, fullAddress: fullAddressOf(place) };
}

/** The stored text of a chosen place. */
export function stringifyLocation(value: LocationValue): string {
  const { pName, cName, adName, address, name, lng, lat, fullAddress } = value;
  return JSON.stringify({ pName, cName, adName, address, name, lng, lat, fullAddress });
}

/** The field's value read back: a JSON string (or an object a script set); null when empty or unreadable. */
export function parseLocation(raw: unknown): LocationValue | null {
  let data: unknown = raw;
  if (typeof raw === 'string') {
    if (!raw.trim()) return null;
    try {
      data = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) return null;
  const o = data as Record<string, unknown>;
  const point = { lng: Number(o.lng), lat: Number(o.lat) };
  if (!isLngLat(point)) return null;
  const value = {
    pName: str(o.pName),
    cName: str(o.cName),
    adName: str(o.adName),
    address: str(o.address),
    name: str(o.name),
    ...point,
  };
  return { ...value, fullAddress: str(o.fullAddress) || fullAddressOf(value) };
}

/** What the field and its twin show: the full address, else the name. */
export function locationText(value: LocationValue | null): string {
  return value ? value.fullAddress || value.name : '';
}
