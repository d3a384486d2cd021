import type { Locator, Page } from 'playwright-core';

/**
 * Locators of schema screens (renderers/screen) shared by the e2e suites: dialogs by schema id, Formily fields
 * by label with their error text, antd tree/select pickers, screen components, table rows and headers, the
 * sidebar, toasts and confirmations. Give a getter when the page is opened later (in beforeAll):
 * `const { field, ok } = screenForms(() => page)`.
 */
export function screenForms(pageOrGetter: Page | (() => Page)) {
  const page = () => (typeof pageOrGetter === 'function' ? pageOrGetter() : pageOrGetter);
  const field = (scope: Locator, label: string) =>
    scope.locator('.ant-formily-item').filter({ has: page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
  const confirmBox = () => page().locator('.ant-modal-confirm');
  const component = (name = 'CrudTable') => page().locator(`[data-screen-component="${name}"]`);
  const sidebar = (p: Page = page()) => p.locator('[data-region="sidebar"]');
  return {
    message: () => page().locator('.ant-message'),
    confirmBox,
    confirmOk: () => confirmBox().getByRole('button', { name: /确\s*定/ }),
    dialogOf: (id: string) =>
      page()
        .locator('.ant-modal')
        .filter({ has: page().locator(`[data-screen-dialog="${id}"]`) }),
    field,
    /** the first input of a field */
    input: (scope: Locator, label: string) => field(scope, label).locator('input').first(),
    errorOf: (scope: Locator, label: string) => field(scope, label).locator('.ant-formily-item-error-help').innerText(),
    ok: (scope: Locator) => scope.getByRole('button', { name: /确\s*定/ }).click(),
    /** a screen component by its schema name (CrudTable by default) */
    table: component,
    toolbar: () => component('Toolbar'),
    rowOf: (text: string, name = 'CrudTable') => component(name).locator('tr.ant-table-row').filter({ hasText: text }),
    sidebar,
    /** opens a menu of the sidebar by its group and item and waits for its route */
    openMenu: async (group: string, item: string, url: RegExp) => {
      await sidebar().getByText(group, { exact: true }).click();
      await sidebar().getByText(item, { exact: true }).click();
      await page().waitForURL(url);
    },
    /** picks a node of a TreeSelect field by its title */
    pickTreeNode: async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page()
        .locator(`.ant-select-dropdown:visible .ant-select-tree-node-content-wrapper[title="${title}"]`)
        .click();
    },
    /** picks an option of a Select field by its title */
    pickOption: async (scope: Locator, label: string, title: string) => {
      await field(scope, label).locator('.ant-select-selector').click();
      await page().locator(`.ant-select-dropdown:visible .ant-select-item-option[title="${title}"]`).click();
    },
    headers: (table: Locator) =>
      table.locator('.ant-table-thead th').evaluateAll((ths) => ths.map((th) => th.textContent ?? '')),
  };
}
