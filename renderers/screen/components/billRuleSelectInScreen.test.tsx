import { act, fireEvent, render, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import billRuleDialog from '../../../schemas/system/bill-rule.dialog.json';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { businessTypes, createFakeBillRules } from '../../../widgets/billRuleSelect/testing/fakeBillRules';
import { defaultRegistry } from '../../../widgets';
import { EngineProvider } from '../../EngineProvider';
import { FormRenderer } from '../../FormRenderer';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

/**
 * The template picker's 新建 inside a screen: it opens the rule dialog file itself (system/bill-rule.dialog), and
 * once that saved, the picker's table reloads and shows the new rule.
 */
const schema: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    search: {
      type: 'void',
      'x-component': 'SearchBar',
      properties: {
        rule: { type: 'object', title: '单据模板', 'x-decorator': 'FormItem', 'x-component': 'billRuleSelect' },
      },
    },
  },
};

const picker = () => document.querySelector('.jnpf-category-picker') as HTMLElement;
const ruleDialog = () => document.querySelector('[data-screen-dialog="system/bill-rule.dialog"]') as HTMLElement | null;
const names = () =>
  [...picker().querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? '');

function type(placeholder: string, value: string) {
  fireEvent.change(within(ruleDialog() as HTMLElement).getByPlaceholderText(placeholder), { target: { value } });
}

async function choose(title: string, option: string) {
  const item = within(ruleDialog() as HTMLElement)
    .getByText(title)
    .closest('.ant-formily-item') as HTMLElement;
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
  const found = await waitFor(() => {
    const el = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
      (o) => o.getAttribute('title') === option && o.offsetParent !== undefined,
    );
    if (!el) throw new Error(`no option ${option}`);
    return el;
  });
  fireEvent.click(found);
}

describe('billRuleSelect in a screen', { timeout: 30000 }, () => {
  test('新建 opens the bill-rule dialog; after saving, the new rule is in the picker', async () => {
    const table = createFakeBillRules();
    const services = createFakeServices({
      dictionaries: { businessType: businessTypes },
      overrides: { api: table.api },
    });
    renderScreen(schema, services, { 'system/bill-rule.dialog': billRuleDialog as ScreenSchema });
    fireEvent.click(document.querySelector('.jnpf-bill-rule-select input') as HTMLElement);
    await waitFor(() => expect(names()).toHaveLength(20));
    await waitFor(() => expect(within(picker()).getByText('共 24 条')).toBeInstanceOf(HTMLElement));

    fireEvent.click(within(picker()).getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(ruleDialog()).toBeInstanceOf(HTMLElement));
    const modal = (ruleDialog() as HTMLElement).closest('.ant-modal') as HTMLElement;
    expect(within(modal).getByText('新建单据规则')).toBeInstanceOf(HTMLElement);
    type('请输入业务名称', '论文编号');
    type('请输入业务编码', 'LW');
    await choose('业务分类', '会议类');
    type('请输入流水前缀', 'LW');
    await choose('流水日期', '无');
    type('请输入流水位数', '4');
    type('请输入流水起始', '1');
    const queriesBefore = table.queries.length;
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /确\s*定/ })));

    await waitFor(() => expect(table.rules.at(-1)).toMatchObject({ fullName: '论文编号', enCode: 'LW' }));
    // closing (jsdom never ends the leave animation; a browser then removes the dialog)
    await waitFor(() => expect(modal.className).toContain('ant-zoom-leave'));
    // the picker stayed open and asked again
    await waitFor(() => expect(within(picker()).getByText('共 25 条')).toBeInstanceOf(HTMLElement));
    expect(table.queries.length).toBe(queriesBefore + 1);
    fireEvent.click(within(picker()).getByTitle('2'));
    await waitFor(() => expect(names()).toContain('论文编号'));
  });

  test('closing the bill-rule dialog without saving leaves the table as it was', async () => {
    const table = createFakeBillRules();
    const services = createFakeServices({
      dictionaries: { businessType: businessTypes },
      overrides: { api: table.api },
    });
    renderScreen(schema, services, { 'system/bill-rule.dialog': billRuleDialog as ScreenSchema });
    fireEvent.click(document.querySelector('.jnpf-bill-rule-select input') as HTMLElement);
    await waitFor(() => expect(names()).toHaveLength(20));
    const queriesBefore = table.queries.length;
    fireEvent.click(within(picker()).getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(ruleDialog()).toBeInstanceOf(HTMLElement));
    const modal = (ruleDialog() as HTMLElement).closest('.ant-modal') as HTMLElement;
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /取\s*消/ })));
    // closing (jsdom never ends the leave animation; a browser then removes the dialog)
    await waitFor(() => expect(modal.className).toContain('ant-zoom-leave'));
    expect(table.queries.length).toBe(queriesBefore);
    expect(picker()).toBeInstanceOf(HTMLElement);
  });

  test('in a form no screen encloses, 新建 opens the same dialog file and the picker reloads after saving', async () => {
    const table = createFakeBillRules();
    const services = createFakeServices({
      dictionaries: { businessType: businessTypes },
      overrides: { api: table.api },
    });
    const formData = {
      fields: [{ __vModel__: 'rule', __config__: { jnpfKey: 'billRuleSelect', label: '单据模板' } }],
    };
    render(
      <EngineProvider
        widgets={defaultRegistry}
        services={services}
        loadSchema={(id) =>
          id === 'system/bill-rule.dialog'
            ? Promise.resolve(billRuleDialog as ScreenSchema)
            : Promise.reject(new Error(id))
        }
      >
        <FormRenderer formData={formData} />
      </EngineProvider>,
    );
    fireEvent.click(document.querySelector('.jnpf-bill-rule-select input') as HTMLElement);
    await waitFor(() => expect(names()).toHaveLength(20));
    fireEvent.click(within(picker()).getByRole('button', { name: /新\s*建/ }));
    await waitFor(() => expect(ruleDialog()).toBeInstanceOf(HTMLElement));
    const modal = (ruleDialog() as HTMLElement).closest('.ant-modal') as HTMLElement;
    type('请输入业务名称', '论文编号');
    type('请输入业务编码', 'LW');
    await choose('业务分类', '会议类');
    type('请输入流水前缀', 'LW');
    await choose('流水日期', '无');
    type('请输入流水位数', '4');
    type('请输入流水起始', '1');
    await act(async () => fireEvent.click(within(modal).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(within(picker()).getByText('共 25 条')).toBeInstanceOf(HTMLElement));
  });

  test('a form with no schema loader above it offers no 新建', async () => {
    const table = createFakeBillRules();
    const services = createFakeServices({
      dictionaries: { businessType: businessTypes },
      overrides: { api: table.api },
    });
    const formData = { fields: [{ __vModel__: 'rule', __config__: { jnpfKey: 'billRuleSelect', label: '单据模板' } }] };
    render(
      <EngineProvider widgets={defaultRegistry} services={services}>
        <FormRenderer formData={formData} />
      </EngineProvider>,
    );
    fireEvent.click(document.querySelector('.jnpf-bill-rule-select input') as HTMLElement);
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(within(picker()).queryByRole('button', { name: /新\s*建/ })).toBeNull();
  });
});
