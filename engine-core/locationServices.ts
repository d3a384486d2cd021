import type { LocationMapConfig, LocationPoiReply, LocationTipsReply } from '../contract';

/**
 * What the location picker (widgets/location) asks the app for: place search in AMap's reply shape (the server
 * answers from seeded places or proxies to AMap) and the map's settings. Where the user is comes from the
 * browser (navigator.geolocation), not from here.
 */
export interface LocationServices {
  /** places within `radius` metres of the point, nearest first */
  around(query: {
    lng: number;
    lat: number;
    radius?: number;
    keywords?: string;
    page: number;
    pageSize: number;
  }): Promise<LocationPoiReply>;
  /** places by keyword, within a city when one is given */
  text(query: { keywords: string; city?: string; page: number; pageSize: number }): Promise<LocationPoiReply>;
  /** suggestions for what is typed so far */
  inputTips(query: { keywords: string; city?: string }): Promise<LocationTipsReply>;
  /** the tile source ('' for the offline grid) and where the map starts when the user cannot be located */
  mapConfig(): Promise<LocationMapConfig>;
}

const refuse = (what: string) => () => Promise.reject(new Error(`EngineServices.location.${what} is not provided`));

export const missingLocationServices: LocationServices = {
  around: refuse('around'),
  text: refuse('text'),
  inputTips: refuse('inputTips'),
  mapConfig: refuse('mapConfig'),
};
