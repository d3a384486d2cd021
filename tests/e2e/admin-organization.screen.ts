import type { Locator, Page } from 'playwright-core';

/** Locators and gestures of the schema screens (CrudTable, TreePanel, SchemaDialog) used by the admin e2e suites. */
export function screenLocators(page: () => Page) {
  const table = () => page().locator('[data-screen-component="CrudTable"]');
  const tree = () => page().locator('[data-screen-component="TreePanel"]');
  const dialog = () =>
    page()
      .locator('.ant-modal')
      .filter({ has: page().locator('[data-screen-dialog]') });
  const confirmBox = () => page().locator('.ant-modal-confirm');
  const rowOf = (text: string): Locator => table().locator('tr.ant-table-row').filter({ hasText: text });
  const field = (label: string) =>
    dialog()
      .locator('.ant-formily-item')
      .filter({ has: page().locator('label', { hasText: new RegExp(`^${label}$`) }) });
  const input = (label: string) => field(label).locator('input').first();
  const errorsIn = (label: string) => field(label).locator('.ant-formily-item-error-help').innerText();
  const okButton = () => dialog().getByRole('button', { name: /确\s*定/ });
  const toast = () => page().locator('.ant-message').innerText();
  const button = (scope: Locator, name: string) =>
    scope.getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });
  const confirmOk = () => button(confirmBox(), '确定').click();
  /** picks an option of the select (or tree select) of a dialog field */
  const choose = async (label: string, option: string, typeToFilter = false) => {
    await field(label).locator('.ant-select-selector').click();
    // long (virtual) lists render only what is in view: filter first
    if (typeToFilter) await field(label).locator('input').first().fill(option);
    const dropdown = page().locator('.ant-select-dropdown:not(.ant-select-dropdown-hidden)').last();
    await dropdown.getByTitle(option, { exact: true }).first().click();
  };
  /** picks a user in the user picker of a dialog field: search by keyword, click the name, confirm */
  const pickUser = async (label: string, keyword: string, name: string) => {
    await field(label).locator('.jnpf-picker-field').click();
    const picker = page().locator('.jnpf-picker-dialog');
    const box = picker.getByPlaceholder('请输入关键词查询');
    await box.fill(keyword);
    await box.press('Enter');
    await picker.locator('.jnpf-picker-row-name', { hasText: name }).click();
    await picker.getByRole('button', { name: /确\s*定/ }).click();
    await picker.waitFor({ state: 'detached' });
  };
  const search = async (keyword: string) => {
    const box = page().locator('[data-screen-component="SearchBar"]').getByRole('textbox').first();
    await box.fill(keyword);
    await box.press('Enter');
  };
  return {
    table,
    tree,
    dialog,
    confirmBox,
    rowOf,
    field,
    input,
    errorsIn,
    okButton,
    toast,
    button,
    confirmOk,
    choose,
    pickUser,
    search,
  };
}
