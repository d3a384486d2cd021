import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { LocationMapConfig, LocationPoiReply, LocationTipsReply } from '../../contract';
import { loadConfig, ConfigError } from '../../server/config';
import { distanceMetres } from '../../server/services/location/places';
import { createTestServer, type TestServer } from './harness';

/** /api/system/Location (docs/contract.md): AMap-shaped place search from the seeded places, or proxied to AMap. */

let s: TestServer;
let staff: string;

beforeAll(async () => {
  s = await createTestServer();
  staff = await s.login('zhangwei', 'User1234');
});
afterAll(() => s.close());

const LOC = '/api/system/Location';
const TIANANMEN = { lng: 116.397428, lat: 39.90923 };
const at = (p: { location: string }) => {
  const [lng, lat] = p.location.split(',').map(Number);
  return { lng, lat };
};
const around = async (query: Record<string, string>, token = staff) =>
  s.get<LocationPoiReply>(`${LOC}/around`, { token, query });

describe('around', () => {
  test('places near a point, nearest first, in AMap shape (strings), within the radius', async () => {
    const reply = await around({ location: '116.397428,39.90923', radius: '500', offset: '50', page: '1' });
    expect(reply.body.code).toBe(200);
    const data = reply.body.data;
    expect(data).toMatchObject({ status: '1', info: 'OK', infocode: '10000' });
    expect(Number(data.count)).toBe(data.pois.length);
    expect(data.pois.length).toBeGreaterThanOrEqual(8);
    expect(data.pois[0]).toMatchObject({ name: '天安门', pname: '北京市', cityname: '北京市', adname: '东城区' });
    const distances = data.pois.map((p) => Number(p.distance));
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    expect(Math.max(...distances)).toBeLessThanOrEqual(500);
    for (const poi of data.pois) {
      expect(typeof poi.distance).toBe('string');
      expect(poi.location).toMatch(/^\d+\.\d+,\d+\.\d+$/);
      expect(Math.abs(distanceMetres(TIANANMEN, at(poi)) - Number(poi.distance))).toBeLessThanOrEqual(1);
    }
  });

  test('pages of the given size do not overlap and end with a short page', async () => {
    const page = async (n: number) =>
      (await around({ lng: '116.397428', lat: '39.90923', pageSize: '50', page: String(n) })).body.data;
    const first = await page(1);
    const total = Number(first.count);
    expect(total).toBeGreaterThan(50);
    expect(first.pois).toHaveLength(50);
    const second = await page(2);
    expect(second.pois).toHaveLength(Math.min(50, total - 50));
    expect(second.pois.map((p) => p.id).filter((id) => first.pois.some((p) => p.id === id))).toEqual([]);
    expect(Number(second.pois[0].distance)).toBeGreaterThanOrEqual(Number(first.pois[49].distance));
    const last = await page(Math.ceil(total / 50));
    expect(last.pois.length).toBeLessThan(50);
    expect((await page(Math.ceil(total / 50) + 1)).pois).toEqual([]);
  });

  test('keywords narrow the places; far from every city nothing is found', async () => {
    const coffee = (await around({ location: '120.15507,30.274084', keywords: '咖啡', radius: '50000' })).body.data;
    expect(coffee.pois.length).toBeGreaterThan(0);
    expect(coffee.pois.every((p) => p.type.includes('咖啡') || p.name.includes('咖啡'))).toBe(true);
    expect(coffee.pois.every((p) => p.cityname === '杭州市')).toBe(true);
    const ocean = (await around({ location: '150,10' })).body.data;
    expect(ocean).toMatchObject({ status: '1', count: '0', pois: [] });
  });

  test.each([
    ['no coordinates', {}],
    ['location not "lng,lat"', { location: 'beijing' }],
    ['longitude out of range', { location: '200,30' }],
    ['latitude out of range', { lng: '116', lat: '95' }],
    ['lng not a number', { lng: 'east', lat: '30' }],
    ['page size too large', { location: '116,39', offset: '1000' }],
    ['page zero', { location: '116,39', page: '0' }],
  ])('bad input (%s) is refused with 400, never 500', async (_name, query) => {
    const reply = await around(query as Record<string, string>);
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe(400);
  });
});

describe('text and inputtips', () => {
  test('text finds places by keyword, limited to a city, best name matches first', async () => {
    const reply = await s.get<LocationPoiReply>(`${LOC}/text`, {
      token: staff,
      query: { keywords: '西湖', city: '杭州', offset: '20', page: '1' },
    });
    const pois = reply.body.data.pois;
    expect(pois.length).toBeGreaterThan(0);
    expect(pois.every((p) => p.cityname === '杭州市')).toBe(true);
    expect(pois[0].name).toBe('西湖文化广场');
    expect(pois[0].distance).toBe('');
    const everywhere = await s.get<LocationPoiReply>(`${LOC}/text`, { token: staff, query: { keywords: '星巴克' } });
    expect(new Set(everywhere.body.data.pois.map((p) => p.cityname)).size).toBeGreaterThan(1);
    const missing = await s.get(`${LOC}/text`, { token: staff, query: { keywords: '   ' } });
    expect(missing.body.code).toBe(400);
  });

  test('inputtips: at most ten tips with district and location', async () => {
    const reply = await s.get<LocationTipsReply>(`${LOC}/inputtips`, { token: staff, query: { keywords: '天安' } });
    const tips = reply.body.data.tips;
    expect(reply.body.data.status).toBe('1');
    expect(tips[0]).toMatchObject({ name: '天安门', district: '北京市东城区', location: '116.397477,39.908692' });
    const many = await s.get<LocationTipsReply>(`${LOC}/inputtips`, { token: staff, query: { keywords: '店' } });
    expect(many.body.data.tips).toHaveLength(10);
    expect(many.body.data.count).toBe('10');
  });
});

describe('who may call', () => {
  test.each(['around?location=116,39', 'text?keywords=a', 'inputtips?keywords=a', 'config'])(
    'anonymous %s is refused (600)',
    async (path) => {
      const reply = await s.app.inject({ url: `${s.config.apiBase}${LOC}/${path}` });
      expect(JSON.parse(reply.body).code).toBe(600);
    },
  );

  test('config gives the tile source and default centre, never the key', async () => {
    const reply = await s.get<LocationMapConfig>(`${LOC}/config`, { token: staff });
    expect(reply.body.data).toEqual({
      tileUrl: '',
      tileSubdomains: 'abc',
      defaultCenter: TIANANMEN,
      source: 'seed',
    });
  });

  test('a bad MAP_DEFAULT_CENTER stops the server from starting', () => {
    expect(() => loadConfig({ aesKey: 'TestKey-16bytes!' }, { MAP_DEFAULT_CENTER: '39.9' })).toThrow(ConfigError);
    expect(() => loadConfig({ aesKey: 'TestKey-16bytes!' }, { MAP_DEFAULT_CENTER: '200,10' })).toThrow(
      /MAP_DEFAULT_CENTER/,
    );
  });
});

describe('records of a model with a location field', () => {
  const create = async (checkInLocation: unknown, token: string) =>
    (
      await s.postJson(
        '/api/visualdev/OnlineDev/vd-field-visit',
        {
          data: JSON.stringify({ customer: '测试客户', visitTime: Date.now(), checkInLocation, remark: '' }),
        },
        { token },
      )
    ).body;

  test('a place is stored as sent; anything else in 签到位置 is refused as 格式不正确', async () => {
    const admin = await s.login('admin', 'Admin123');
    const place = JSON.stringify({
      pName: '北京市',
      cName: '北京市',
      adName: '东城区',
      address: '东长安街',
      name: '天安门',
      lng: 116.397477,
      lat: 39.908692,
      fullAddress: '北京市东城区东长安街天安门',
    });
    expect((await create(place, admin)).code).toBe(200);
    for (const bad of ['天安门', '{"lng":200,"lat":1}', '{"lng":"116","lat":39}', '[116,39]', { lng: 1, lat: 2 }]) {
      expect(await create(bad, admin)).toMatchObject({ code: 400, msg: '签到位置格式不正确' });
    }
    // the field is required
    expect(await create('', admin)).toMatchObject({ code: 400, msg: '签到位置不能为空' });
  });
});

describe('with a map-service key: proxied to AMap', () => {
  let amap: Server;
  let amapUrl = '';
  const seen: URL[] = [];
  let answer: (url: URL) => unknown = () => ({ status: '1', count: '1', info: 'OK', pois: [{ id: 'B0REAL' }] });

  beforeAll(async () => {
    amap = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://amap');
      seen.push(url);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer(url)));
    });
    await new Promise<void>((resolve) => amap.listen(0, '127.0.0.1', resolve));
    amapUrl = `http://127.0.0.1:${(amap.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => amap.close(() => resolve())));

  test('the searches reach AMap with the server key and come back unchanged; failures are 400', async () => {
    const proxied = await createTestServer({
      map: { ...s.config.map, serviceKey: 'secret-key', serviceUrl: amapUrl },
    });
    try {
      const token = await proxied.login('zhangwei', 'User1234');
      const reply = await proxied.get(`${LOC}/around`, {
        token,
        query: { location: '116.1,39.2', offset: '50', page: '2', key: 'from-browser' },
      });
      expect(reply.body.data).toEqual({ status: '1', count: '1', info: 'OK', pois: [{ id: 'B0REAL' }] });
      expect(seen[0].pathname).toBe('/v3/place/around');
      expect(Object.fromEntries(seen[0].searchParams)).toMatchObject({
        key: 'secret-key',
        location: '116.1,39.2',
        offset: '50',
        page: '2',
      });
      await proxied.get(`${LOC}/inputtips`, { token, query: { keywords: '天安', city: '北京' } });
      expect(seen[1].pathname).toBe('/v3/assistant/inputtips');
      expect((await proxied.get<LocationMapConfig>(`${LOC}/config`, { token })).body.data.source).toBe('amap');

      answer = () => ({ status: '0', info: 'INVALID_USER_KEY' });
      const refused = await proxied.get(`${LOC}/text`, { token, query: { keywords: '咖啡' } });
      expect(refused.body).toMatchObject({ code: 400, msg: expect.stringContaining('INVALID_USER_KEY') });
      answer = () => 'not json at all';
      expect((await proxied.get(`${LOC}/text`, { token, query: { keywords: '咖啡' } })).body.code).toBe(400);
    } finally {
      await proxied.close();
    }
  });

  test('an unreachable map service is a 400, not a 500', async () => {
    const proxied = await createTestServer({
      map: { ...s.config.map, serviceKey: 'k', serviceUrl: 'http://127.0.0.1:1' },
    });
    try {
      const token = await proxied.login('zhangwei', 'User1234');
      const reply = await proxied.get(`${LOC}/around`, { token, query: { location: '116,39' } });
      expect(reply.body).toMatchObject({ code: 400, msg: '地图服务暂不可用，请稍后再试' });
    } finally {
      await proxied.close();
    }
  });
});
