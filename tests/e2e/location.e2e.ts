import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { openBrowser, screenshot, settle, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn, storedToken } from './actions';
import { screenForms } from './screenForms';
import { modelPage } from './modelPage';

/**
 * The location field on the sample model 行政办公 → 外勤签到 (vd-field-visit: 签到位置 with a 500 m fine-tune
 * range), against the real server and its seeded places, with a tile server configured that cannot be reached
 * (no network): the browser says the user is at 天安门; the map still draws its grid, the user's dot, the places
 * and the range circle; 中国国家博物馆 (557 m) is
 * refused with 超出微调范围, 盒马鲜生(南池子大街店) (277 m), found through the tips, is taken; the record saves
 * and reopens with the address, and the list shows it beside its static map.
 */
describe('location picker end to end', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;
  const customer = '端到端测试客户';
  const here = { latitude: 39.90923, longitude: 116.397428 };
  const { openMenu, sidebar } = screenForms(() => page);
  const { rowOf, layer, footer, item } = modelPage(() => page);
  const dialog = () => page.locator('.jnpf-location-dialog');
  const listItem = (name: string) =>
    dialog()
      .locator('.jnpf-location-item')
      .filter({ has: page.locator('.jnpf-location-item-name', { hasText: name }) });
  const search = () => dialog().getByRole('combobox');
  const messages = () => page.locator('.ant-message').innerText();

  // tiles are configured, but nothing answers there: the map must not depend on them
  const unreachableTiles = 'http://127.0.0.1:9/tiles/{z}/{x}/{y}.png';
  const savedTileUrl = process.env.MAP_TILE_URL;

  beforeAll(async () => {
    process.env.MAP_TILE_URL = unreachableTiles;
    app = await startTestApp();
    browser = await openBrowser();
    page = browser.page;
    page.setDefaultTimeout(10_000);
    await browser.context.grantPermissions(['geolocation'], { origin: new URL(app.url('/')).origin });
    await browser.context.setGeolocation(here);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
    if (savedTileUrl === undefined) delete process.env.MAP_TILE_URL;
    else process.env.MAP_TILE_URL = savedTileUrl;
  });

  test('外勤签到 opens; the seeded check-ins show their address beside a static map', async () => {
    await page.goto(app.url('/login'));
    await signIn(page, 'admin', 'Admin123');
    await expect.poll(() => sidebar().getByText('行政办公', { exact: true }).isVisible()).toBe(true);
    await openMenu('行政办公', '外勤签到', /\/model\/office\.fieldVisit$/);
    const cell = rowOf('杭州西湖文旅集团').locator('td[data-column="checkInLocation"]');
    await expect.poll(() => cell.innerText()).toContain('浙江省杭州市拱墅区环城北路西湖文化广场');
    expect(await cell.locator('img.jnpf-location-thumbnail').getAttribute('width')).toBe('80');
    await screenshot(page, 'location-list');
  });

  test('新增: the picker starts where the browser says the user is, and the map reads as a map offline', async () => {
    await page.getByRole('button', { name: /新\s*增/ }).click();
    await expect.poll(() => item('checkInLocation').isVisible()).toBe(true);
    expect(await item('checkInLocation').getAttribute('data-jnpf-key')).toBe('location');
    await item('customer').locator('input').fill(customer);
    const date = item('visitTime').locator('.ant-picker input');
    await date.click();
    await date.fill('2026-11-20 09:30');
    await date.press('Enter');
    const aroundFirst = page.waitForResponse((r) => r.url().includes('/api/system/Location/around'));
    await item('checkInLocation').getByRole('button', { name: '选择位置' }).click();
    await expect.poll(() => dialog().locator('.ant-modal-title').innerText()).toBe('选择位置');
    const first = new URL((await aroundFirst).url());
    expect(first.searchParams.get('location')).toBe(`${here.longitude},${here.latitude}`);
    expect(first.searchParams.get('offset')).toBe('50');
    await expect.poll(() => listItem('天安门').count()).toBe(1);
    // the configured tiles were asked for and failed; the grid, the dot and the 500 m circle are the map
    await expect
      .poll(() => dialog().locator('.leaflet-tile-pane img').first().getAttribute('src'))
      .toMatch(/^http:\/\/127\.0\.0\.1:9\/tiles\/16\//);
    await expect.poll(() => dialog().locator('.jnpf-location-grid-tile').count()).toBeGreaterThan(3);
    expect(await dialog().locator('.jnpf-location-dot').isVisible()).toBe(true);
    expect(await dialog().locator('path.jnpf-location-circle-fineTune').count()).toBe(1);
    // the listed places are dots on the map
    await expect.poll(() => dialog().locator('path.jnpf-location-place').count()).toBeGreaterThan(10);
    expect(await dialog().locator('.jnpf-location-hint').innerText()).toBe('可在 500 米内微调');
    // its laid-out width (the opening zoom scales the box it is drawn in for a moment)
    expect(await dialog().evaluate((el) => getComputedStyle(el).width)).toBe('600px');
    await screenshot(page, 'location-dialog-start');
    // 50 a page; scrolled to the bottom, the list asks for page 2 and grows
    const items = dialog().locator('.jnpf-location-item');
    await expect.poll(() => items.count()).toBe(50);
    const second = page.waitForResponse(
      (r) => r.url().includes('/api/system/Location/around') && r.url().includes('page=2'),
    );
    await dialog()
      .locator('.jnpf-location-list')
      .evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
    expect(new URL((await second).url()).searchParams.get('offset')).toBe('50');
    await expect.poll(() => items.count()).toBeGreaterThan(50);
  });

  test('a place 557 m away is refused with 超出微调范围; an empty confirm asks 请选择地址', async () => {
    await dialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(messages).toContain('请选择地址');
    await search().fill('国家博物馆');
    await search().press('Enter');
    await expect.poll(() => listItem('中国国家博物馆').count()).toBe(1);
    await listItem('中国国家博物馆').click();
    await expect.poll(messages).toContain('超出微调范围');
    expect(await listItem('中国国家博物馆').getAttribute('aria-selected')).toBe('false');
    expect(await dialog().locator('.jnpf-location-pin').count()).toBe(0);
    await screenshot(page, 'location-out-of-range');
  });

  test('dragging the map lists the places around its new centre from page 1; beyond 500 m it goes back', async () => {
    const box = (await dialog().locator('.jnpf-location-map').boundingBox())!;
    const drag = async (dx: number) => {
      const around = page.waitForResponse((r) => r.url().includes('/api/system/Location/around'));
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 - dx, y, { steps: 8 });
      await page.mouse.up();
      return new URL((await around).url()).searchParams;
    };
    // 100 px at zoom 16 is about 180 m: allowed; the list follows the centre, from page 1
    const near = await drag(100);
    const [lng, lat] = near.get('location')!.split(',').map(Number);
    expect(near.get('page')).toBe('1');
    expect(lng).toBeGreaterThan(here.longitude + 0.0015);
    expect(Math.abs(lat - here.latitude)).toBeLessThan(0.0002);
    await expect.poll(() => dialog().locator('.ant-typography').filter({ hasText: '附近地点' }).count()).toBe(1);
    // another 300 px puts the centre about 730 m away: refused, and the map goes back to where it started
    // the earlier 超出微调范围 has faded first, so the one counted below is this drag's
    const outOfRange = page.locator('.ant-message-notice', { hasText: '超出微调范围' });
    await expect.poll(() => outOfRange.count()).toBe(0);
    const back = await drag(300);
    await expect.poll(() => outOfRange.count()).toBe(1);
    expect(back.get('location')).toBe(`${here.longitude},${here.latitude}`);
    await expect.poll(() => listItem('天安门').count()).toBe(1);
  });

  test('a tip within range moves the map there; its place is pinned and confirmed into the field', async () => {
    await search().fill('');
    await search().pressSequentially('南池子', { delay: 30 });
    const tip = page.locator('.jnpf-location-tip', { hasText: '盒马鲜生(南池子大街店)' });
    await expect.poll(() => tip.count()).toBe(1);
    const around = page.waitForResponse((r) => r.url().includes('/api/system/Location/around'));
    await tip.click();
    expect(new URL((await around).url()).searchParams.get('page')).toBe('1');
    await expect
      .poll(() => dialog().locator('.jnpf-location-item-name').first().innerText())
      .toBe('盒马鲜生(南池子大街店)');
    await listItem('盒马鲜生(南池子大街店)').click();
    await expect.poll(() => dialog().locator('.jnpf-location-pin').isVisible()).toBe(true);
    expect(await listItem('盒马鲜生(南池子大街店)').getAttribute('aria-selected')).toBe('true');
    await settle(page);
    await screenshot(page, 'location-dialog-picked');
    await dialog()
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect.poll(() => dialog().count()).toBe(0);
    await expect
      .poll(() => item('checkInLocation').locator('.jnpf-location-text').innerText())
      .toBe('北京市东城区南池子大街180号盒马鲜生(南池子大街店)');
  });

  test('saved, the record reopens with the address; the server holds the JSON value', async () => {
    await footer()
      .getByRole('button', { name: /^确\s*定$/ })
      .click();
    await expect.poll(messages).toContain('新建成功');
    await expect.poll(() => layer().count()).toBe(0);
    await expect
      .poll(() => rowOf(customer).locator('td[data-column="checkInLocation"]').innerText())
      .toContain('盒马鲜生(南池子大街店)');
    await rowOf(customer)
      .getByRole('button', { name: /编\s*辑/ })
      .click();
    await expect
      .poll(() => item('checkInLocation').locator('.jnpf-location-text').innerText())
      .toBe('北京市东城区南池子大街180号盒马鲜生(南池子大街店)');
    await screenshot(page, 'location-reopened');
    await footer()
      .getByRole('button', { name: /取\s*消/ })
      .click();

    // 详情: the read-only twin, and a click opens the place on a map
    await rowOf(customer)
      .getByRole('button', { name: /详\s*情/ })
      .click();
    const preview = page.getByRole('dialog').locator('.jnpf-location-preview');
    await expect.poll(() => preview.innerText()).toContain('北京市东城区南池子大街180号盒马鲜生(南池子大街店)');
    await preview.click();
    const view = page.locator('.jnpf-location-view');
    await expect.poll(() => view.locator('.jnpf-location-pin').isVisible()).toBe(true);
    expect(await view.locator('.jnpf-location-grid-tile').count()).toBeGreaterThan(3);
    await screenshot(page, 'location-detail-view');
    await view.getByRole('button', { name: 'Close' }).click();
    await expect.poll(() => view.count()).toBe(0);
    await page.keyboard.press('Escape');

    const token = await storedToken(page);
    const BASE = '/api/visualdev/OnlineDev/vd-field-visit';
    const list = await app.api<{ list: { id: string; customer: string }[] }>('POST', `${BASE}/List`, {
      token,
      json: { currentPage: 1, pageSize: 100, menuId: 'm-field-visit' },
    });
    const mine = list.data.list.find((r) => r.customer === customer)!;
    const info = await app.api<{ data: string }>('GET', `${BASE}/${mine.id}`, { token });
    const stored = JSON.parse(JSON.parse(info.data.data).checkInLocation as string) as Record<string, unknown>;
    expect(stored).toMatchObject({
      pName: '北京市',
      cName: '北京市',
      adName: '东城区',
      address: '南池子大街180号',
      name: '盒马鲜生(南池子大街店)',
      fullAddress: '北京市东城区南池子大街180号盒马鲜生(南池子大街店)',
    });
    expect(typeof stored.lng).toBe('number');
  });
});
