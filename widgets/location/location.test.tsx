import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { MockInstance } from 'vitest';
import entry from './index';
import type { LngLat } from './geo';
import type { MapCircle, MapController } from './leafletMap';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices, type FakeEngineServices } from '../../tests/conformance/fakeServices';
import {
  createFakeLocation,
  FAKE_CENTER,
  nearPlace,
  type FakeLocationServices,
} from '../../tests/conformance/fakeLocation';

/**
 * The location rules (docs/widgets.md, location) against a fake map: Leaflet is replaced by a controller that
 * records what the picker draws and lets a test drag the map.
 */
const map = vi.hoisted(() => ({
  views: [] as { lng: number; lat: number }[],
  pin: null as LngLat | null,
  circles: [] as MapCircle[],
  places: 0,
  dot: null as LngLat | null,
  move: null as ((center: LngLat) => void) | null,
  start: null as LngLat | null,
}));

vi.mock('./leafletMap', () => ({
  createLeafletMap: (_el: HTMLElement, options: { center: LngLat }): MapController => {
    map.start = options.center;
    let center = options.center;
    return {
      setView: (c) => {
        center = c;
        map.views.push(c);
      },
      getCenter: () => center,
      setPin: (p) => void (map.pin = p),
      setDot: (p) => void (map.dot = p),
      setCircles: (c) => void (map.circles = c),
      setPlaces: (places) => void (map.places = places.length),
      resize: () => undefined,
      onUserMove: (listener) => {
        map.move = (c) => {
          center = c;
          listener(c);
        };
      },
      destroy: () => undefined,
    };
  },
}));

vi.setConfig({ testTimeout: 20_000 });
const WAIT = { timeout: 4000 };

/** The browser's answer to getCurrentPosition: a position, or an error (permission denied). */
function geolocation(answer: LngLat | 'denied' | 'silent') {
  const getCurrentPosition = vi.fn(
    (ok: PositionCallback, fail?: PositionErrorCallback | null, _options?: PositionOptions) => {
      if (answer === 'silent') return;
      if (answer === 'denied') fail?.({ code: 1, message: 'denied' } as GeolocationPositionError);
      else ok({ coords: { longitude: answer.lng, latitude: answer.lat } } as GeolocationPosition);
    },
  );
  Object.defineProperty(navigator, 'geolocation', { value: { getCurrentPosition }, configurable: true });
  return getCurrentPosition;
}

function setup(props: Record<string, unknown> = {}, value?: unknown) {
  const location: FakeLocationServices = createFakeLocation();
  const services: FakeEngineServices = createFakeServices({ overrides: { location } });
  const rendered = renderWidget(entry, { props: { clearable: true, ...props }, value, services });
  return { ...rendered, location, services };
}

const dialog = () => document.querySelector<HTMLElement>('.jnpf-location-dialog');
const items = () => [...document.querySelectorAll<HTMLElement>('.jnpf-location-item')];
const itemNamed = (name: string) =>
  items().find((i) => i.querySelector('.jnpf-location-item-name')?.textContent === name);
const toasts = (services: FakeEngineServices) => services.calls.toast.map((t) => `${t.type}:${t.message}`);
const confirm = () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ }));

async function open(item: HTMLElement) {
  fireEvent.click(screen.getByRole('button', { name: /选择位置/ }));
  await waitFor(() => expect(items().length).toBeGreaterThan(0), WAIT);
  await waitFor(() => expect(map.move).not.toBeNull(), WAIT);
  return item;
}

/** Scrolls the list to `fromBottom` px above its end. */
function scrollList(fromBottom: number) {
  const list = document.querySelector<HTMLElement>('.jnpf-location-list')!;
  Object.defineProperty(list, 'scrollHeight', { value: 10_000, configurable: true });
  Object.defineProperty(list, 'clientHeight', { value: 220, configurable: true });
  list.scrollTop = 10_000 - 220 - fromBottom;
  fireEvent.scroll(list);
}

let errors: MockInstance<(...args: unknown[]) => void>;
beforeEach(() => {
  Object.assign(map, { views: [], pin: null, circles: [], places: 0, dot: null, move: null, start: null });
  errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  errors.mockRestore();
  document.body.innerHTML = '';
});

describe('where the map starts', () => {
  test('located: the map starts where the user is and lists the places around, 50 a page', async () => {
    const here = { lng: FAKE_CENTER.lng, lat: FAKE_CENTER.lat + 0.001 };
    const asked = geolocation(here);
    const { item, location } = setup();
    await open(item);
    expect(asked.mock.calls[0][2]).toMatchObject({ timeout: 1500 });
    expect(map.start).toEqual(here);
    // the user's dot marks where the browser says the user is
    await waitFor(() => expect(map.dot).toEqual(here), WAIT);
    expect(location.calls.around[0]).toMatchObject({ ...here, page: 1, pageSize: 50 });
    expect(items()).toHaveLength(50);
    // the listed places are drawn on the map too
    await waitFor(() => expect(map.places).toBe(50), WAIT);
  });

  test('not located: 定位失败 is logged and the map starts at the configured default', async () => {
    geolocation('denied');
    const { item, location } = setup();
    await open(item);
    expect(errors.mock.calls.some((call) => call[0] === '定位失败')).toBe(true);
    expect(map.start).toEqual(FAKE_CENTER);
    expect(location.calls.around[0]).toMatchObject({ ...FAKE_CENTER, page: 1 });
    // nobody is known to be there: no dot
    expect(map.dot).toBe(null);
  });

  test('no answer within 1500 ms counts as a failure', async () => {
    geolocation('silent');
    const { item } = setup();
    const started = Date.now();
    await open(item);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(errors.mock.calls.some((call) => call[0] === '定位失败')).toBe(true);
    expect(map.start).toEqual(FAKE_CENTER);
  });
});

describe('the nearby list', () => {
  test('scrolling within 50px of the bottom loads the next page, until a page comes back short', async () => {
    geolocation('denied');
    const { item, location } = setup();
    await open(item);
    scrollList(80);
    expect(location.calls.around).toHaveLength(1);
    scrollList(40);
    await waitFor(() => expect(items()).toHaveLength(100), WAIT);
    expect(location.calls.around[1]).toMatchObject({ page: 2, pageSize: 50 });
    scrollList(10);
    // 120 places near 西湖: the third page holds 20, fewer than 50, so it is the last
    await waitFor(() => expect(items()).toHaveLength(120), WAIT);
    scrollList(0);
    expect(location.calls.around.map((c) => c.page)).toEqual([1, 2, 3]);
  });

  test('each map move starts the list over at page 1 around the new centre', async () => {
    geolocation('denied');
    const { item, location } = setup();
    await open(item);
    scrollList(0);
    await waitFor(() => expect(items()).toHaveLength(100), WAIT);
    const moved = { lng: FAKE_CENTER.lng, lat: FAKE_CENTER.lat + 0.0045 };
    act(() => map.move!(moved));
    await waitFor(() => expect(items()).toHaveLength(50), WAIT);
    expect(location.calls.around.at(-1)).toMatchObject({ ...moved, page: 1 });
    // nearest first from the new centre: 湖边地点100 lies 500 m north of 西湖, the centre moved ~500 m north
    expect(items()[0].textContent).toContain('湖边地点100');
  });
});

describe('the rules', () => {
  test('请选择地址 on an empty confirm: the dialog stays and the value is untouched', async () => {
    geolocation('denied');
    const { item, form, services } = setup();
    await open(item);
    confirm();
    expect(toasts(services)).toEqual(['warning:请选择地址']);
    expect(dialog()).not.toBeNull();
    expect(form.values.field).toBe(undefined);
  });

  test('fine-tune range: a pick beyond 500 m warns 超出微调范围; one within is chosen and confirmed', async () => {
    geolocation('denied');
    const { item, form, services } = setup({ enableLocationScope: true, adjustmentScope: 500 });
    await open(item);
    expect(map.circles).toEqual([{ ...FAKE_CENTER, radius: 500, kind: 'fineTune' }]);
    scrollList(0);
    await waitFor(() => expect(items()).toHaveLength(100), WAIT);
    scrollList(0);
    await waitFor(() => expect(itemNamed('湖边地点101')).not.toBe(undefined), WAIT);
    fireEvent.click(itemNamed('湖边地点101')!); // 505 m
    expect(toasts(services)).toEqual(['warning:超出微调范围']);
    expect(map.pin).toBe(null);
    fireEvent.click(itemNamed('湖边地点40')!); // 200 m
    expect(map.pin).toMatchObject({ lat: Number(nearPlace(40).location.split(',')[1]) });
    expect(itemNamed('湖边地点40')!.getAttribute('aria-selected')).toBe('true');
    confirm();
    await waitFor(() => expect(dialog()).toBe(null), WAIT);
    expect(JSON.parse(String(form.values.field))).toEqual({
      pName: '浙江省',
      cName: '杭州市',
      adName: '西湖区',
      address: '北山街40号',
      name: '湖边地点40',
      lng: FAKE_CENTER.lng,
      lat: Number(nearPlace(40).location.split(',')[1]),
      fullAddress: '浙江省杭州市西湖区北山街40号湖边地点40',
    });
    expect(item.querySelector('.jnpf-location-text')?.textContent).toBe('浙江省杭州市西湖区北山街40号湖边地点40');
  });

  test('fine-tune range: moving the map beyond it warns and takes the map back', async () => {
    geolocation('denied');
    const { item, location, services } = setup({ enableLocationScope: true });
    await open(item);
    const far = { lng: FAKE_CENTER.lng + 0.01, lat: FAKE_CENTER.lat }; // ≈ 960 m east
    act(() => map.move!(far));
    expect(toasts(services)).toEqual(['warning:超出微调范围']);
    expect(map.views.at(-1)).toEqual(FAKE_CENTER);
    await waitFor(() => expect(location.calls.around.at(-1)).toMatchObject({ ...FAKE_CENTER, page: 1 }), WAIT);
    act(() => map.move!({ lng: FAKE_CENTER.lng + 0.002, lat: FAKE_CENTER.lat })); // ≈ 190 m: allowed
    expect(toasts(services)).toHaveLength(1);
  });

  test('desktop location scope: a place outside every circle warns 超出规定范围', async () => {
    geolocation('denied');
    const near10 = nearPlace(10).location.split(',').map(Number);
    const scope = [{ lng: near10[0], lat: near10[1], radius: 20 }];
    const { item, services } = setup({ enableDesktopLocation: true, locationScope: scope });
    await open(item);
    expect(map.circles).toEqual([{ ...scope[0], kind: 'scope' }]);
    fireEvent.click(itemNamed('湖边地点30')!); // 100 m from the circle's centre
    expect(toasts(services)).toEqual(['warning:超出规定范围']);
    fireEvent.click(itemNamed('湖边地点12')!); // 10 m
    expect(toasts(services)).toHaveLength(1);
    expect(itemNamed('湖边地点12')!.getAttribute('aria-selected')).toBe('true');
  });
});

describe('search', () => {
  test('tips while typing; a chosen tip moves the map there and lists around it; Enter searches by keyword', async () => {
    geolocation('denied');
    const { item, location } = setup();
    await open(item);
    const box = screen.getByRole('combobox');
    fireEvent.change(box, { target: { value: '杭州东' } });
    const tip = await waitFor(() => {
      const hit = document.querySelector<HTMLElement>('.jnpf-location-tip');
      if (!hit) throw new Error('no tip yet');
      return hit;
    }, WAIT);
    expect(location.calls.inputTips).toEqual(['杭州东']);
    fireEvent.click(tip);
    const station = { lng: 120.2126, lat: 30.2908 };
    expect(map.views.at(-1)).toEqual(station);
    await waitFor(() => expect(location.calls.around.at(-1)).toMatchObject({ ...station, page: 1 }), WAIT);
    fireEvent.change(box, { target: { value: '外滩' } });
    fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
    await waitFor(() => expect(itemNamed('外滩')).not.toBe(undefined), WAIT);
    expect(location.calls.text.at(-1)).toEqual({ keywords: '外滩', page: 1 });
  });
});

describe('autoLocation', () => {
  test('an empty field fills itself with the place nearest the user', async () => {
    geolocation({ lng: FAKE_CENTER.lng, lat: FAKE_CENTER.lat + 0.00005 });
    const { form, location } = setup({ autoLocation: true, enableLocationScope: true });
    await waitFor(() => expect(typeof form.values.field).toBe('string'), WAIT);
    expect(JSON.parse(String(form.values.field))).toMatchObject({ name: '湖边地点1', address: '北山街1号' });
    expect(location.calls.around[0]).toMatchObject({ page: 1, pageSize: 1 });
  });

  test('not located, or a field that has a value: left as it is', async () => {
    geolocation('denied');
    const empty = setup({ autoLocation: true });
    await waitFor(() => expect(errors.mock.calls.some((call) => call[0] === '定位失败')).toBe(true), WAIT);
    expect(empty.form.values.field).toBe(undefined);
    expect(empty.location.calls.around).toEqual([]);
    document.body.innerHTML = '';
    const asked = geolocation(FAKE_CENTER);
    const kept = setup({ autoLocation: true }, entry.sample!.value);
    expect(kept.form.values.field).toBe(entry.sample!.value);
    expect(asked).not.toHaveBeenCalled();
  });
});

describe('read-only', () => {
  test('the address beside a static map; a click opens the place on a map', async () => {
    const { container } = renderWidget(entry, {
      value: entry.sample!.value,
      pattern: 'readPretty',
      services: createFakeServices({ overrides: { location: createFakeLocation() } }),
    });
    expect(screen.queryByRole('button', { name: /选择位置/ })).toBe(null);
    const thumb = container.querySelector<HTMLImageElement>('img.jnpf-location-thumbnail')!;
    expect(thumb.getAttribute('src')).toMatch(/^data:image\/svg\+xml/);
    expect([thumb.width, thumb.height]).toEqual([80, 80]);
    fireEvent.click(container.querySelector<HTMLElement>('.jnpf-location-preview')!);
    await waitFor(() => expect(map.pin).toMatchObject({ lng: 120.1518, lat: 30.2588 }), WAIT);
    expect(document.querySelector('.jnpf-location-view')?.textContent).toContain('浙江省杭州市西湖区北山街断桥残雪');
  });

  test('an unreadable or empty value shows the empty look, no map', () => {
    for (const value of ['', 'not json', '{"lng":500,"lat":1}']) {
      const { container } = renderWidget(entry, { value, pattern: 'readPretty' });
      expect(container.querySelector('.jnpf-location-thumbnail')).toBe(null);
      expect(container.querySelector('.jnpf-preview-text')?.textContent).toBe('—');
      document.body.innerHTML = '';
    }
  });
});
