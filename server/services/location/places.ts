import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The seeded places (fixtures/seed/places.json, written by scripts/generate-places.ts): what the location picker
 * finds when no map-service key is configured. Read once, on the first search, and kept in memory.
 */

export interface SeededPlace {
  id: string;
  name: string;
  type: string;
  typecode: string;
  address: string;
  /** "lng,lat" as AMap writes it */
  location: string;
  pname: string;
  cityname: string;
  adname: string;
  adcode: string;
  lng: number;
  lat: number;
}

const placesFile = fileURLToPath(new URL('../../../fixtures/seed/places.json', import.meta.url));
let cache: SeededPlace[] | null = null;

export function seededPlaces(): SeededPlace[] {
  if (!cache) {
    const raw = JSON.parse(readFileSync(placesFile, 'utf8')) as Omit<SeededPlace, 'lng' | 'lat'>[];
    cache = raw.map((place) => {
      const [lng, lat] = place.location.split(',').map(Number);
      return { ...place, lng, lat };
    });
  }
  return cache;
}

const EARTH_RADIUS_M = 6_371_000;
const rad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle distance in metres (haversine): the same formula the picker's range rules use. */
export function distanceMetres(a: { lng: number; lat: number }, b: { lng: number; lat: number }): number {
  const dLat = rad(b.lat - a.lat);
  const dLng = rad(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
