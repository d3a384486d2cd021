import type { Page } from 'playwright-core';

/** Fill and submit the account form as a person would. */
export async function signIn(page: Page, account: string, password: string, opts: { expectSuccess?: boolean } = {}) {
  await page.getByPlaceholder(/请输入账号/).fill(account);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  if (opts.expectSuccess !== false) await page.waitForURL((url) => !url.pathname.endsWith('/login'));
}

/** Opens a page from the sidebar as a person does: its group, then the item under it. */
export async function openMenu(page: Page, group: string, item: string) {
  const sidebar = page.locator('[data-region="sidebar"]');
  await sidebar.getByText(group, { exact: true }).click();
  await sidebar.getByText(item, { exact: true }).click();
}

/** The token the app keeps in localStorage (JSON-encoded under the jnpf_ prefix). */
export async function storedToken(page: Page): Promise<string | null> {
  const raw = await page.evaluate(() => window.localStorage.getItem('jnpf_token'));
  return raw ? (JSON.parse(raw) as string) : null;
}
