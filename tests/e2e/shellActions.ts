import type { Locator, Page } from 'playwright-core';
import { settle } from './browser';

/** Helpers for the shell's end-to-end checks (layouts, tabs, settings). */

export type Region = 'navbar' | 'sidebar' | 'topmenu' | 'tags' | 'main';

export function region(page: Page, name: Region): Locator {
  return page.locator(`[data-region="${name}"]`);
}

/** The region's box, or null when it is not on screen. */
export async function box(page: Page, name: Region) {
  const el = region(page, name).first();
  if ((await el.count()) === 0 || !(await el.isVisible())) return null;
  return el.boundingBox();
}

export async function openSettings(page: Page): Promise<Locator> {
  await page.getByTestId('settings-gear').click();
  const drawer = page.locator('.ant-drawer-content').filter({ has: page.getByTestId('layout-classic') });
  await drawer.waitFor();
  return drawer;
}

export async function closeDrawer(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await page
    .locator('.ant-drawer-open')
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await settle(page); // the drawer's closing animation
}

export async function chooseLayout(page: Page, layout: 'classic' | 'functional' | 'plain' | 'blend') {
  await openSettings(page);
  await page.getByTestId(`layout-${layout}`).click();
  await closeDrawer(page);
  await page.locator(`[data-layout="${layout}"]`).waitFor();
}

export async function pickLanguage(page: Page, lng: 'zh' | 'zhtw' | 'en') {
  await page.getByTestId('language-switch').click();
  await page.getByTestId(`language-${lng}`).click();
}

export async function openUserMenu(page: Page, item: 'profile' | 'lock' | 'logout' | 'about') {
  await page.getByTestId('user-menu').click();
  await page.getByTestId(`menu-${item}`).click();
}

export function tag(page: Page, key: string): Locator {
  return page.locator(`[data-testid="tag"][data-key="${key}"]`);
}

export async function storedSettings(page: Page): Promise<Record<string, unknown>> {
  const raw = await page.evaluate(() => window.localStorage.getItem('jnpf_settings'));
  return raw ? (JSON.parse(raw) as Record<string, unknown>) : {};
}

/** Lets antd's open/close and ink-bar animations finish, so a screenshot shows the settled screen. */
export { settle } from './browser';

/** Sign out the way a person does: user menu, logout, confirm. */
export async function signOutViaMenu(page: Page): Promise<void> {
  await openUserMenu(page, 'logout');
  await page
    .locator('.ant-modal-confirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await page.waitForURL(/\/login$/);
}

const OPEN_DROPDOWN = '.ant-dropdown:not(.ant-dropdown-hidden)';

/** Right-clicks a tab and picks an entry of its context menu; waits until the menu has gone again. */
export async function tagMenuAction(page: Page, key: string, label: string): Promise<{ width: number }> {
  await page
    .locator(OPEN_DROPDOWN)
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  await tag(page, key).click({ button: 'right' });
  const menu = page.locator(`${OPEN_DROPDOWN} .ant-dropdown-menu`);
  await menu.waitFor();
  // the layout width: the opening animation scales the box, offsetWidth is what CSS gave it
  const width = await menu.evaluate((el) => (el as HTMLElement).offsetWidth);
  await menu.getByText(label, { exact: true }).click();
  await page
    .locator(OPEN_DROPDOWN)
    .waitFor({ state: 'detached' })
    .catch(() => undefined);
  return { width };
}
