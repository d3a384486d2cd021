import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { openBrowser, screenshot, type BrowserSession } from './browser';
import { startTestApp, type TestApp } from './harness';
import { signIn } from './actions';
import { themeColorHex } from '../../src/theme/colors';

/**
 * axe-core (WCAG 2 A and AA rules) on the main screens: any violation of impact critical or serious fails, and
 * the message lists each rule with the selectors of the elements it flagged.
 */
async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa'])
    // antd's Table measures column widths in an aria-hidden row of zero height; its cells hold copies of the
    // header's focusable parts. Nobody can see or reach it, and it is antd's own markup.
    .exclude('.ant-table-measure-row')
    .analyze();
  return result.violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .flatMap((v) => v.nodes.map((n) => `${v.impact} ${v.id}: ${n.target.join(' ')} (${n.any[0]?.message ?? ''})`));
}

async function expectAccessible(page: Page, name: string) {
  await screenshot(page, `a11y-${name}`);
  // soft: the rest of the test (signing in) still runs, so one screen failing does not hide the others
  expect.soft(await seriousViolations(page)).toEqual([]);
}

/** The screen's own content is drawn (not the route's loading spinner). */
async function screenReady(page: Page, path: string, text: string) {
  await page.goto(page.url().replace(/(https?:\/\/[^/]+).*/, `$1${path}`));
  await expect.poll(() => page.locator('main').getByText(text, { exact: true }).first().isVisible()).toBe(true);
  // a table still loading sits under antd's half-transparent veil, which axe would measure
  await expect.poll(() => page.locator('main .ant-spin-spinning').count()).toBe(0);
}

describe('accessibility (axe, WCAG 2 AA)', () => {
  let app: TestApp;
  let browser: BrowserSession;
  let page: Page;

  beforeAll(async () => {
    app = await startTestApp();
    browser = await openBrowser({ width: 1440, height: 900 });
    page = browser.page;
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });

  test('login: focus on the account field, the eye toggle reachable, no critical or serious violation', async () => {
    await page.goto(app.url('/login'));
    await expect.poll(() => page.getByPlaceholder(/请输入账号/).isVisible()).toBe(true);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('autocomplete') ?? ''))
      .toBe('username');
    await expectAccessible(page, 'login');
    // account, password, then the show-password toggle, a real button
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('data-testid'))).toBe('password-eye');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByPlaceholder('请输入密码').getAttribute('type')).toBe('text');
    await signIn(page, 'admin', 'Admin123');
    await page.waitForURL(/\/home$/);
  });

  test('home: a skip link first, main, a named navigation and one h1', async () => {
    await expect.poll(() => page.locator('main').count()).toBe(1);
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent ?? '')).toBe('跳到主要内容');
    expect(await page.locator('nav[aria-label]').count()).toBeGreaterThan(0);
    await expect.poll(() => page.locator('h1').count()).toBe(1);
    await expectAccessible(page, 'home');
  });

  const screens: [string, string, string][] = [
    ['dictionary', '/system/dictionary', '学历'],
    ['users', '/permission/user', '用户管理'],
    ['organize', '/permission/organize', '组织管理'],
    ['purchase-order', '/model/office.purchaseOrder', '物资采购单'],
    ['profile', '/profile', '个人信息'],
    ['message-record', '/messageRecord', '全部已读'],
  ];
  for (const [name, path, text] of screens)
    test(`${name} (${path})`, async () => {
      await screenReady(page, path, text);
      await expectAccessible(page, name);
    });

  test('the dictionary form dialog (新建)', async () => {
    await screenReady(page, '/system/dictionary', '学历');
    await page
      .locator('main')
      .getByRole('button', { name: /新\s*建/ })
      .first()
      .click();
    await expect.poll(() => page.locator('.ant-modal').last().isVisible()).toBe(true);
    await expectAccessible(page, 'dictionary-dialog');
    await page.keyboard.press('Escape');
  });

  test('the purchase order form with a child-table row (新增, 添加): every cell named', async () => {
    await screenReady(page, '/model/office.purchaseOrder', '物资采购单');
    await page
      .locator('[data-model-table]')
      .getByRole('button', { name: /新\s*增/ })
      .click();
    const items = page.locator('[data-model-layer="general"] [data-field="items"]');
    await items.getByRole('button', { name: /添加/ }).click();
    await expect.poll(() => items.locator('.ant-table-row[data-row-key]').count()).toBe(1);
    // the pointer moves on from 添加: a hovered primary button is lighter, 3.5:1 against its white text
    await page.mouse.move(0, 0);
    await expectAccessible(page, 'purchase-order-form');
    await page.keyboard.press('Escape');
  });

  test('the settings drawer', async () => {
    await page.getByTestId('settings-gear').click();
    await expect.poll(() => page.getByTestId('settings-drawer').isVisible()).toBe(true);
    await expectAccessible(page, 'settings-drawer');
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('settings-drawer').isVisible()).toBe(false);
  });

  /** Picks a setting in the drawer (a theme colour swatch, a layout card…) as a person does, then closes it. */
  async function chooseSetting(testId: string) {
    await page.getByTestId('settings-gear').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByTestId(testId).click();
    await expect.poll(() => drawer.getByTestId(testId).getAttribute('aria-pressed')).toBe('true');
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
  }

  // every other theme colour the drawer offers: the user screen (primary buttons, links, tags, switches)
  const themeColors = ['blue', 'purple', 'azure', 'ocean', 'green', 'yellow', 'orange', 'red'] as const;
  for (const color of themeColors)
    test(`theme colour ${color}: the user screen`, async () => {
      await chooseSetting(`theme-${color}`);
      await screenReady(page, '/permission/user', '用户管理');
      // the colour is the one picked: the search button wears it
      const hex = themeColorHex[color];
      const rgb = `rgb(${[1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;
      await expect
        .poll(() =>
          page
            .locator('main .ant-btn-primary')
            .first()
            .evaluate((el) => getComputedStyle(el).backgroundColor),
        )
        .toBe(rgb);
      await expectAccessible(page, `theme-${color}-users`);
    });

  // every other layout, in the default colour: the dictionary screen (tree, search, table) and the menus around it
  for (const layout of ['functional', 'plain', 'blend'])
    test(`layout ${layout}: the dictionary screen`, async () => {
      await chooseSetting('theme-default');
      await chooseSetting(`layout-${layout}`);
      await screenReady(page, '/system/dictionary', '学历');
      await expectAccessible(page, `layout-${layout}-dictionary`);
    });

  test('the light sidebar in the classic layout: the user screen and a dialog', async () => {
    await chooseSetting('layout-classic');
    await page.getByTestId('settings-gear').click();
    const drawer = page.getByTestId('settings-drawer');
    await expect.poll(() => drawer.isVisible()).toBe(true);
    await drawer.getByTestId('sidebar-light').click();
    await expect
      .poll(() => drawer.locator('.ant-radio-button-wrapper-checked [data-testid="sidebar-light"]').count())
      .toBe(1);
    await page.keyboard.press('Escape');
    await expect.poll(() => drawer.isVisible()).toBe(false);
    await screenReady(page, '/permission/user', '用户管理');
    await expect.poll(() => page.locator('[data-region="sidebar"].ant-layout-sider-light').count()).toBe(1);
    await expectAccessible(page, 'sidebar-light-users');
    await page
      .locator('main')
      .getByRole('button', { name: /新\s*建/ })
      .first()
      .click();
    await expect.poll(() => page.locator('.ant-modal').last().isVisible()).toBe(true);
    await expectAccessible(page, 'sidebar-light-user-dialog');
    await page.keyboard.press('Escape');
  });
});
