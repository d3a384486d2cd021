import { expect } from 'vitest';
import dayjs from 'dayjs';
import type { Locator, Page } from 'playwright-core';
import type { ScheduleItem } from '../../contract';
import type { TestApp } from './harness';

/** Locators of the schema screens (tables, dialogs, toasts) shared by the template and schedule suites. */
export function screenHelpers(page: Page) {
  const dialogs = () => page.locator('.ant-modal').filter({ has: page.locator('[data-screen-dialog]') });
  const dialog = () => dialogs().last();
  const field = (label: string, root: Locator = dialog()) =>
    root
      .locator('.ant-formily-item')
      .filter({ has: page.locator('.ant-formily-item-label', { hasText: label }) })
      .first();
  return {
    dialogs,
    dialog,
    field,
    table: () => page.locator('[data-screen-component="CrudTable"]').first(),
    /** the row with a cell reading exactly `text` (a copy's longer code does not match) */
    rowOf: (text: string, root: Locator = page.locator('[data-screen-component="CrudTable"]').first()): Locator =>
      root.locator('tr.ant-table-row').filter({ has: page.getByRole('cell', { name: text, exact: true }) }),
    /** the row containing `text` anywhere */
    rowLike: (text: string, root: Locator = page.locator('[data-screen-component="CrudTable"]').first()): Locator =>
      root.locator('tr.ant-table-row').filter({ hasText: text }),
    confirmBox: () => page.locator('.ant-modal-confirm'),
    errorsIn: (label: string) => field(label).locator('.ant-formily-item-error-help').innerText(),
    ok: () => dialog().getByRole('button', { name: /确\s*定/ }),
    toast: () => page.locator('.ant-message'),
    input: (label: string) => field(label).locator('input').first(),
    /** picks an option of a Select field by its text */
    async choose(label: string, option: string, root?: Locator) {
      await field(label, root).locator('.ant-select-selector').click();
      await page.locator('.ant-select-dropdown:visible').getByText(option, { exact: true }).click();
    },
    async confirm(text: string) {
      await expect.poll(() => page.locator('.ant-modal-confirm').innerText()).toContain(text);
      await page
        .locator('.ant-modal-confirm')
        .getByRole('button', { name: /确\s*定/ })
        .click();
    },
    async toastSays(text: string) {
      await expect.poll(() => page.locator('.ant-message').innerText()).toContain(text);
    },
    async openMenu(group: string, item: string) {
      const sidebar = page.locator('[data-region="sidebar"]');
      if (!(await sidebar.getByText(item, { exact: true }).isVisible()))
        await sidebar.getByText(group, { exact: true }).click();
      await sidebar.getByText(item, { exact: true }).click();
    },
  };
}

/** The signed-in user's schedule occurrences from a week before this month to six weeks after it. */
export async function scheduleOccurrences(app: TestApp, token: string): Promise<ScheduleItem[]> {
  const from = dayjs().startOf('month').subtract(7, 'day').format('YYYY-MM-DD 00:00');
  const to = dayjs().endOf('month').add(45, 'day').format('YYYY-MM-DD 23:59');
  const query = `startTime=${encodeURIComponent(from)}&endTime=${encodeURIComponent(to)}`;
  const reply = await app.api<{ list: ScheduleItem[] }>('GET', `/api/system/Schedule?${query}`, { token });
  return reply.data.list;
}
