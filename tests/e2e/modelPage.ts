import type { Locator, Page } from 'playwright-core';

/**
 * Locators of a form model's page (renderers/model): the list table and its rows, the general form layer with
 * its footer, and a field of the layer by its vModel (`data-field`) or its widget (`data-jnpf-key`). Give a
 * getter when the page is opened later: `const { rowOf, item } = modelPage(() => page)`.
 */
export function modelPage(page: () => Page) {
  const table = () => page().locator('[data-model-table]');
  const layer = () => page().locator('[data-model-layer="general"]');
  return {
    table,
    rowOf: (text: string): Locator => table().locator('tr.ant-table-row').filter({ hasText: text }),
    layer,
    footer: () => page().locator('[data-model-layer-footer="general"]'),
    item: (field: string) => layer().locator(`[data-field="${field}"]`),
    byKey: (key: string) => layer().locator(`[data-jnpf-key="${key}"]`),
  };
}
