import type { LocationAroundQuery, LocationMapConfig, LocationTextQuery, LocationTipsQuery } from '../../../contract';
import type { MapConfig } from '../../config';
import { BizError } from '../../lib/envelope';
import { amapAround, amapText, amapTips } from './amapProxy';
import { seededAround, seededText, seededTips, type AroundSearch } from './seededSearch';

/**
 * /api/system/Location: the query as AMap's clients send it (location "lng,lat", offset as the page size,
 * keywords) or as our picker does (lng, lat, pageSize, keyword), checked and answered from the seeded places,
 * or from AMap when a key is configured.
 */

/** AMap's radius default, and the largest it accepts (a larger one falls back to the default). */
export const DEFAULT_RADIUS = 5000;
export const MAX_RADIUS = 50_000;
export const DEFAULT_PAGE_SIZE = 20;

type Loose<T> = T & { keyword?: string };

function point(q: LocationAroundQuery): { lng: number; lat: number } {
  let lng = q.lng;
  let lat = q.lat;
  if (q.location !== undefined && q.location !== '') {
    const match = /^\s*(-?\d+(?:\.\d+)?)\s*,\s*(-?\d+(?:\.\d+)?)\s*$/.exec(q.location);
    if (!match) throw new BizError('坐标无效：location 应为"经度,纬度"');
    lng = Number(match[1]);
    lat = Number(match[2]);
  }
  if (lng === undefined || lat === undefined) throw new BizError('坐标无效：缺少经纬度');
  if (!Number.isFinite(lng) || !Number.isFinite(lat) || Math.abs(lng) > 180 || Math.abs(lat) > 90) {
    throw new BizError('坐标无效：经度应在 -180 到 180 之间，纬度应在 -90 到 90 之间');
  }
  return { lng, lat };
}

const keywordsOf = (q: { keywords?: string; keyword?: string }) => (q.keywords ?? q.keyword ?? '').trim();
const pageOf = (q: { page?: number }) => q.page ?? 1;
const sizeOf = (q: { offset?: number; pageSize?: number }) => q.offset ?? q.pageSize ?? DEFAULT_PAGE_SIZE;

export function aroundSearch(q: Loose<LocationAroundQuery>): AroundSearch {
  const radius = q.radius === undefined || q.radius <= 0 || q.radius > MAX_RADIUS ? DEFAULT_RADIUS : q.radius;
  return { ...point(q), radius, keywords: keywordsOf(q), page: pageOf(q), pageSize: sizeOf(q) };
}

function requireKeywords(q: { keywords?: string; keyword?: string }): string {
  const keywords = keywordsOf(q);
  if (!keywords) throw new BizError('请输入关键字');
  return keywords;
}

export function around(map: MapConfig, q: Loose<LocationAroundQuery>): Promise<unknown> {
  const search = aroundSearch(q);
  return map.serviceKey ? amapAround(map, search) : Promise.resolve(seededAround(search));
}

export function text(map: MapConfig, q: Loose<LocationTextQuery>): Promise<unknown> {
  const search = { keywords: requireKeywords(q), city: q.city?.trim() ?? '', page: pageOf(q), pageSize: sizeOf(q) };
  return map.serviceKey ? amapText(map, search) : Promise.resolve(seededText(search));
}

export function inputTips(map: MapConfig, q: Loose<LocationTipsQuery>): Promise<unknown> {
  const search = { keywords: requireKeywords(q), city: q.city?.trim() ?? '' };
  return map.serviceKey ? amapTips(map, search) : Promise.resolve(seededTips(search));
}

/** What the browser's map needs: the tile source and the fallback centre; never the service key. */
export function mapConfigForClient(map: MapConfig): LocationMapConfig {
  return {
    tileUrl: map.tileUrl,
    tileSubdomains: map.tileSubdomains,
    defaultCenter: { ...map.defaultCenter },
    source: map.serviceKey ? 'amap' : 'seed',
  };
}
