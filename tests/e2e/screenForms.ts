import type { Locator, Page } from 'playwright-core';

/**
 * Locators of schema screens (renderers/screen) shared by the admin e2e suites: dialogs by schema id, Formily
 * fields by label with their error text, antd tree/select pickers, table headers, toasts and confirmations.
 */
export function screenForms(page: Page) {
  const field = (scope: Locator, label: string) =>
    scope.locator('.ant-formily-item').filter({ has: page.locator('label', { hasText: new RegExp(`^${label}$`) }) });
  const confirmBox = () => page.locator('.ant-modal-confirm');
  return {
    message: () => page.locator('.ant-message'),
    confirmBox,
    confirmOk: () => confirmBox().getByRole('button', { name: /确\s*定/ }),
    dialogOf: (id: string) => page.locator('.ant-modal').filter({ has: page.locator(`[data-screen-dialog="${id}"]`) }),
    field,
    errorOf: (scope: Locator, label: string) => field(scope, label).locator('.ant-formily-item-error-help').innerText(),
    ok: (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ }).click(),
    /** picks a node of a TreeSelect field by its title */
    pickTreeNode: async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page
        .locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${title}"]`)
        .click();
    },
    /** picks an option of a Select field by its title */
    pickOption: async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page.locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
    },
    headers: (table: Locator) =>
      table.locator('.ant-table-thead th').evaluateAll((ths) => ths.map((th) => th.textContent ?? '')),
  };
}
