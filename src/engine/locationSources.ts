/** EngineServices.location over src/api: the server's place search and the map settings it serves. */
import type { LocationMapConfig } from '../../contract';
import type { LocationServices } from '../../renderers';
import { getLocationAround, getLocationMapConfig, getLocationText, getLocationTips } from '../api/location';

let mapConfig: Promise<LocationMapConfig> | null = null;

export const locationSources: LocationServices = {
  around: ({ lng, lat, radius, keywords, page, pageSize }) =>
    getLocationAround({ location: `${lng},${lat}`, radius, keywords, page, offset: pageSize }),
  text: ({ keywords, city, page, pageSize }) => getLocationText({ keywords, city, page, offset: pageSize }),
  inputTips: ({ keywords, city }) => getLocationTips({ keywords, city }),
  // the settings do not change while the app runs: asked once, kept (a failed ask is asked again next time)
  mapConfig: () => {
    mapConfig ??= getLocationMapConfig().catch((error: unknown) => {
      mapConfig = null;
      throw error;
    });
    return mapConfig;
  },
};
