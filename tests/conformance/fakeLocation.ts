import type { LocationMapConfig, LocationPoi, LocationPoiReply } from '../../contract';
import type { LocationServices } from '../../engine-core/locationServices';
import { distanceMetres, type LngLat } from '../../widgets/location/geo';

/**
 * A fake LocationServices for engine tests: places in AMap's shape around 西湖 (one every 5 m due north, so
 * `nearCount` of them lie within nearCount × 5 m) plus a few far away, searched like the server does, with
 * every call recorded. `fail` makes the next searches reject.
 */

export const FAKE_CENTER: LngLat = { lng: 120.1518, lat: 30.2588 };
const METRES_PER_DEGREE_LAT = 111_320;

export const farPlaces: LocationPoi[] = [
  poi('far-1', '外滩', '中山东一路', '上海市', '上海市', '黄浦区', { lng: 121.490317, lat: 31.236305 }),
  poi('far-2', '杭州东站', '天城路1号', '浙江省', '杭州市', '上城区', { lng: 120.2126, lat: 30.2908 }),
];

function poi(
  id: string,
  name: string,
  address: string,
  pname: string,
  cityname: string,
  adname: string,
  at: LngLat,
): LocationPoi {
  return {
    id,
    name,
    type: '风景名胜',
    typecode: '110200',
    address,
    location: `${at.lng},${at.lat}`,
    pname,
    cityname,
    adname,
    adcode: '330106',
    distance: '',
  };
}

/** The i-th near place: i × 5 m north of the centre. */
export function nearPlace(i: number): LocationPoi {
  const lat = Number((FAKE_CENTER.lat + (i * 5) / METRES_PER_DEGREE_LAT).toFixed(7));
  return poi(`near-${i}`, `湖边地点${i}`, `北山街${i}号`, '浙江省', '杭州市', '西湖区', { lng: FAKE_CENTER.lng, lat });
}

export interface FakeLocationCalls {
  around: { lng: number; lat: number; page: number; pageSize: number; keywords?: string }[];
  text: { keywords: string; page: number }[];
  inputTips: string[];
}

export type FakeLocationServices = LocationServices & {
  calls: FakeLocationCalls;
  /** while true, the searches reject (the server or the network failed) */
  fail: boolean;
};

const at = (p: LocationPoi): LngLat => {
  const [lng, lat] = p.location.split(',').map(Number);
  return { lng, lat };
};

function reply(list: LocationPoi[], page: number, pageSize: number): LocationPoiReply {
  const start = (page - 1) * pageSize;
  return {
    status: '1',
    count: String(list.length),
    info: 'OK',
    infocode: '10000',
    pois: list.slice(start, start + pageSize),
  };
}

export function createFakeLocation(
  options: { nearCount?: number; config?: Partial<LocationMapConfig> } = {},
): FakeLocationServices {
  const places = [...Array.from({ length: options.nearCount ?? 120 }, (_, i) => nearPlace(i + 1)), ...farPlaces];
  const calls: FakeLocationCalls = { around: [], text: [], inputTips: [] };
  const matches = (p: LocationPoi, keywords = '') => !keywords || `${p.name}${p.address}`.includes(keywords);
  const service: FakeLocationServices = {
    calls,
    fail: false,
    async around(q) {
      calls.around.push({ lng: q.lng, lat: q.lat, page: q.page, pageSize: q.pageSize, keywords: q.keywords });
      if (service.fail) throw new Error('around failed');
      const found = places
        .filter((p) => matches(p, q.keywords))
        .map((p) => ({ ...p, distance: String(Math.round(distanceMetres(q, at(p)))) }))
        .filter((p) => Number(p.distance) <= (q.radius ?? 5000))
        .sort((a, b) => Number(a.distance) - Number(b.distance));
      return reply(found, q.page, q.pageSize);
    },
    async text(q) {
      calls.text.push({ keywords: q.keywords, page: q.page });
      if (service.fail) throw new Error('text failed');
      return reply(
        places.filter((p) => matches(p, q.keywords)),
        q.page,
        q.pageSize,
      );
    },
    async inputTips(q) {
      calls.inputTips.push(q.keywords);
      const tips = places
        .filter((p) => p.name.includes(q.keywords))
        .slice(0, 10)
        .map((p) => ({
          id: p.id,
          name: p.name,
          district: `${p.pname}${p.cityname}${p.adname}`,
          adcode: p.adcode,
          location: p.location,
          address: p.address,
          typecode: p.typecode,
        }));
      return { status: '1', count: String(tips.length), info: 'OK', infocode: '10000', tips };
    },
    async mapConfig() {
      return { tileUrl: '', tileSubdomains: 'abc', defaultCenter: FAKE_CENTER, source: 'seed', ...options.config };
    },
  };
  return service;
}
