/**
 * /api/system/Location (docs/contract.md): place search in the AMap (Gaode) web-service shape, answered from the
 * seeded places offline or proxied to AMap when a key is configured. AMap sends every scalar as a string.
 */

/** One place of `around` / `text` (AMap v3 place search `pois[]`). */
export interface LocationPoi {
  id: string;
  name: string;
  /** AMap category path, e.g. 餐饮服务;咖啡厅;咖啡厅 */
  type: string;
  typecode: string;
  address: string;
  /** "lng,lat" */
  location: string;
  pname: string;
  cityname: string;
  adname: string;
  adcode: string;
  /** metres from the search centre (around only; '' otherwise) */
  distance: string;
  [key: string]: unknown;
}

/** AMap's envelope of a place search: status "1" is success, count the number of matches over every page. */
export interface LocationPoiReply {
  status: string;
  count: string;
  info: string;
  infocode: string;
  pois: LocationPoi[];
  [key: string]: unknown;
}

/** One input tip (AMap v3 assistant/inputtips `tips[]`); a tip naming a district has no location. */
export interface LocationTip {
  id: string;
  name: string;
  /** province + city + district */
  district: string;
  adcode: string;
  /** "lng,lat", or '' (AMap sends []) when the tip is not a point */
  location: string | unknown[];
  address: string | unknown[];
  typecode: string;
  [key: string]: unknown;
}

export interface LocationTipsReply {
  status: string;
  count: string;
  info: string;
  infocode: string;
  tips: LocationTip[];
  [key: string]: unknown;
}

/** GET …/around: places within `radius` metres of `location`, nearest first. */
export interface LocationAroundQuery {
  /** "lng,lat" (or lng and lat apart) */
  location?: string;
  lng?: number;
  lat?: number;
  /** metres, 0–50000; missing, -1 or 0: 5000 */
  radius?: number;
  keywords?: string;
  /** page size (AMap's offset); pageSize is accepted too */
  offset?: number;
  pageSize?: number;
  page?: number;
}

/** GET …/text: places whose name, address or category hold the keywords, optionally within a city. */
export interface LocationTextQuery {
  keywords: string;
  city?: string;
  offset?: number;
  pageSize?: number;
  page?: number;
}

export interface LocationTipsQuery {
  keywords: string;
  city?: string;
}

/** GET …/config: what the map of the location picker draws with. */
export interface LocationMapConfig {
  /** Leaflet tile URL template ({s}, {x}, {y}, {z}); '' draws the offline coordinate grid only */
  tileUrl: string;
  tileSubdomains: string;
  /** where the map starts when the browser cannot tell where the user is */
  defaultCenter: { lng: number; lat: number };
  /** 'seed' when places come from the seeded set, 'amap' when proxied to AMap */
  source: 'seed' | 'amap';
}
