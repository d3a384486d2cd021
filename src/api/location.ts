/**
 * Place search for the location picker (`/api/system/Location`, docs/contract.md): AMap-shaped replies from the
 * server, which answers from its seeded places or proxies to AMap; the map-service key never reaches the browser.
 */
import { get } from './http';
import type {
  LocationAroundQuery,
  LocationMapConfig,
  LocationPoiReply,
  LocationTextQuery,
  LocationTipsQuery,
  LocationTipsReply,
} from '../../contract';

const LOCATION = '/api/system/Location';

/** Places around a point, nearest first (page, offset as the page size). */
export function getLocationAround(query: LocationAroundQuery): Promise<LocationPoiReply> {
  return get<LocationPoiReply>(`${LOCATION}/around`, query);
}

/** Places by keyword, optionally within a city. */
export function getLocationText(query: LocationTextQuery): Promise<LocationPoiReply> {
  return get<LocationPoiReply>(`${LOCATION}/text`, query);
}

/** Suggestions while typing: silent, a failed tip is not worth a toast. */
export function getLocationTips(query: LocationTipsQuery): Promise<LocationTipsReply> {
  return get<LocationTipsReply>(`${LOCATION}/inputtips`, query, { silent: true });
}

/** The map's tile source and default centre. */
export function getLocationMapConfig(): Promise<LocationMapConfig> {
  return get<LocationMapConfig>(`${LOCATION}/config`);
}
