import type { LocationPoi, LocationPoiReply, LocationTip, LocationTipsReply } from '../../../contract';
import { distanceMetres, seededPlaces, type SeededPlace } from './places';

/**
 * Place search over the seeded places, answering exactly as AMap's v3 web service does (status/count/info/
 * infocode and pois or tips, every scalar a string), so the picker cannot tell it from the real service.
 */

export interface AroundSearch {
  lng: number;
  lat: number;
  /** metres */
  radius: number;
  keywords: string;
  page: number;
  pageSize: number;
}

export interface TextSearch {
  keywords: string;
  city: string;
  page: number;
  pageSize: number;
}

export interface TipsSearch {
  keywords: string;
  city: string;
}

/** AMap returns at most this many input tips. */
export const MAX_TIPS = 10;

const haystack = (p: SeededPlace) => `${p.name} ${p.address} ${p.type} ${p.pname}${p.cityname}${p.adname}`;

/**
 * AMap's keyword syntax: `|` separates alternatives; within one alternative every space-separated word must
 * appear. An empty keyword matches everything.
 */
export function matchesKeywords(place: SeededPlace, keywords: string): boolean {
  const alternatives = keywords
    .split('|')
    .map((alt) => alt.trim().toLowerCase().split(/\s+/).filter(Boolean))
    .filter((words) => words.length > 0);
  if (alternatives.length === 0) return true;
  const text = haystack(place).toLowerCase();
  return alternatives.some((words) => words.every((word) => text.includes(word)));
}

/** A city given as 杭州, 杭州市, 浙江 or an adcode prefix such as 3301. */
function inCity(place: SeededPlace, city: string): boolean {
  const wanted = city.trim().replace(/[市省]$/, '');
  if (!wanted) return true;
  if (/^\d+$/.test(wanted)) return place.adcode.startsWith(wanted);
  return [place.cityname, place.pname, place.adname].some((name) => name.startsWith(wanted));
}

/** How well a place's name answers the keywords: the whole keyword at the start of the name beats inside it. */
function rank(place: SeededPlace, keywords: string): number {
  const keyword = keywords.trim().toLowerCase();
  const name = place.name.toLowerCase();
  if (name.startsWith(keyword)) return 0;
  if (name.includes(keyword)) return 1;
  return 2;
}

function toPoi(place: SeededPlace, distance?: number): LocationPoi {
  return {
    id: place.id,
    parent: '',
    name: place.name,
    type: place.type,
    typecode: place.typecode,
    address: place.address,
    location: place.location,
    tel: '',
    pname: place.pname,
    cityname: place.cityname,
    adname: place.adname,
    adcode: place.adcode,
    distance: distance === undefined ? '' : String(Math.round(distance)),
  };
}

function poiReply(all: LocationPoi[], page: number, pageSize: number): LocationPoiReply {
  const start = (page - 1) * pageSize;
  return {
    status: '1',
    count: String(all.length),
    info: 'OK',
    infocode: '10000',
    suggestion: { keywords: [], cities: [] },
    pois: all.slice(start, start + pageSize),
  };
}

/** `around`: places within the radius of the point, nearest first (ties by id, so pages never overlap). */
export function seededAround(q: AroundSearch): LocationPoiReply {
  const found = seededPlaces()
    .filter((place) => matchesKeywords(place, q.keywords))
    .map((place) => ({ place, distance: distanceMetres(q, place) }))
    .filter(({ distance }) => distance <= q.radius)
    .sort((a, b) => a.distance - b.distance || a.place.id.localeCompare(b.place.id));
  return poiReply(
    found.map(({ place, distance }) => toPoi(place, distance)),
    q.page,
    q.pageSize,
  );
}

/** `text`: places holding the keywords, in the city when one is given; best name matches first. */
export function seededText(q: TextSearch): LocationPoiReply {
  const found = seededPlaces()
    .filter((place) => inCity(place, q.city) && matchesKeywords(place, q.keywords))
    .map((place) => ({ place, rank: rank(place, q.keywords) }))
    .sort((a, b) => a.rank - b.rank || a.place.id.localeCompare(b.place.id));
  return poiReply(
    found.map(({ place }) => toPoi(place)),
    q.page,
    q.pageSize,
  );
}

/** `inputtips`: up to ten places whose name or address holds what was typed so far. */
export function seededTips(q: TipsSearch): LocationTipsReply {
  const typed = q.keywords.trim().toLowerCase();
  const tips: LocationTip[] = seededPlaces()
    .filter((place) => inCity(place, q.city))
    .filter((place) => `${place.name} ${place.address}`.toLowerCase().includes(typed))
    .map((place) => ({ place, rank: rank(place, typed) }))
    .sort((a, b) => a.rank - b.rank || a.place.id.localeCompare(b.place.id))
    .slice(0, MAX_TIPS)
    .map(({ place }) => ({
      id: place.id,
      name: place.name,
      district: `${place.pname}${place.cityname === place.pname ? '' : place.cityname}${place.adname}`,
      adcode: place.adcode,
      location: place.location,
      address: place.address,
      typecode: place.typecode,
    }));
  return { status: '1', count: String(tips.length), info: 'OK', infocode: '10000', tips };
}
