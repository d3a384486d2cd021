import { act, fireEvent, waitFor, within } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { renderWidget } from '../../tests/conformance/renderWidget';
import entry from './index';
import { businessTypes, createFakeBillRules } from './testing/fakeBillRules';

afterEach(() => {
  document.body.innerHTML = '';
});

function renderRuleSelect(value?: unknown, props: Record<string, unknown> = {}) {
  const table = createFakeBillRules();
  const services = createFakeServices({ dictionaries: { businessType: businessTypes }, overrides: { api: table.api } });
  const rendered = renderWidget(entry, { props, value, services });
  return { ...rendered, table, services };
}

const picker = () => document.querySelector('.jnpf-category-picker')?.closest('[role="dialog"]') as HTMLElement;
const field = (item: HTMLElement) =>
  item.querySelector('input.ant-input, .jnpf-bill-rule-select input') as HTMLInputElement;
const open = (item: HTMLElement) => fireEvent.click(field(item));
/** the names of the table's rows */
const names = () =>
  [...picker().querySelectorAll('tr.ant-table-row')].map((tr) => tr.querySelectorAll('td')[2]?.textContent ?? '');
const row = (name: string) =>
  [...picker().querySelectorAll<HTMLElement>('tr.ant-table-row')].find((tr) => tr.textContent?.includes(name));
const okButton = () => within(picker()).getByRole('button', { name: /确\s*定/ });

async function openAndLoad(item: HTMLElement) {
  open(item);
  await waitFor(() => expect(names()).toHaveLength(20));
}

async function search(keyword: string) {
  const box = within(picker()).getByPlaceholderText('请输入关键词查询');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', keyCode: 13 });
  fireEvent.keyUp(box, { key: 'Enter', keyCode: 13 });
  await act(async () => {});
}

describe('billRuleSelect: the business-number template picker', () => {
  test('1000px, the category tree, the columns 业务名称 / 业务编码 / 流水起始, 20 rows of the first page', async () => {
    const { item, table } = renderRuleSelect();
    await openAndLoad(item);
    expect((picker().closest('.ant-modal') as HTMLElement).style.width).toBe('1000px');
    expect(within(picker()).getByText('选择单据模板')).toBeInstanceOf(HTMLElement);
    const headers = [...picker().querySelectorAll('.ant-table-thead th')].map((th) => th.textContent).filter(Boolean);
    expect(headers).toEqual(['序号', '业务名称', '业务编码', '流水起始']);
    const tree = within(picker()).getByRole('region', { name: '业务分类' });
    await waitFor(() => expect(within(tree).getByText('财务类')).toBeInstanceOf(HTMLElement));
    expect(within(tree).getByText('全部')).toBeInstanceOf(HTMLElement);
    expect(within(picker()).getByText('共 24 条')).toBeInstanceOf(HTMLElement);
    expect(table.queries[0]).toEqual({ keyword: '', categoryId: '', currentPage: 1, pageSize: 20 });
  });

  test('a category filters the table; 全部 shows every category again', async () => {
    const { item, table } = renderRuleSelect();
    await openAndLoad(item);
    const tree = within(picker()).getByRole('region', { name: '业务分类' });
    fireEvent.click(await within(tree).findByText('财务类'));
    await waitFor(() => expect(names()).toEqual(['缴费收据', '发票登记']));
    expect(table.queries.at(-1)).toMatchObject({ categoryId: 'cat-fee', currentPage: 1 });
    fireEvent.click(within(tree).getByText('全部'));
    await waitFor(() => expect(names()).toHaveLength(20));
    expect(table.queries.at(-1)).toMatchObject({ categoryId: '' });
  });

  test('the keyword matches the business name or the code, back on page 1', async () => {
    const { item, table } = renderRuleSelect();
    await openAndLoad(item);
    await search('收据');
    await waitFor(() => expect(names()).toEqual(['缴费收据']));
    await search('invoice');
    await waitFor(() => expect(names()).toEqual(['发票登记']));
    expect(table.queries.at(-1)).toMatchObject({ keyword: 'invoice', currentPage: 1 });
  });

  test('paging: page 2 holds the rest, numbered on from 21', async () => {
    const { item, table } = renderRuleSelect();
    await openAndLoad(item);
    fireEvent.click(within(picker()).getByTitle('2'));
    await waitFor(() => expect(names()).toEqual(['会议编号21', '会议编号22', '缴费收据', '发票登记']));
    expect(row('会议编号21')?.querySelectorAll('td')[1]?.textContent).toBe('21');
    expect(table.queries.at(-1)).toMatchObject({ currentPage: 2, pageSize: 20 });
  });

  test('pick → value: confirm stores { rule: enCode, ruleName: fullName } and the field shows the name', async () => {
    const { item, form } = renderRuleSelect();
    await openAndLoad(item);
    expect((okButton() as HTMLButtonElement).disabled).toBe(true);
    await search('Fee');
    await waitFor(() => expect(names()).toEqual(['缴费收据']));
    fireEvent.click(within(picker()).getByRole('radio', { name: '选择 缴费收据' }));
    expect((okButton() as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(okButton());
    expect(form.values.field).toEqual({ rule: 'FeeReceipt', ruleName: '缴费收据' });
    expect(document.querySelector('.jnpf-category-picker')).toBeNull();
    expect(field(item).value).toBe('缴费收据');
  });

  test('cancel keeps the value; reopening shows the saved rule picked', async () => {
    const { item, form } = renderRuleSelect({ rule: 'HY02', ruleName: '会议编号02' });
    expect(field(item).value).toBe('会议编号02');
    await openAndLoad(item);
    expect(within(row('会议编号02') as HTMLElement).getByRole<HTMLInputElement>('radio').checked).toBe(true);
    fireEvent.click(row('会议编号05') as HTMLElement);
    fireEvent.click(within(picker()).getByRole('button', { name: /取\s*消/ }));
    expect(form.values.field).toEqual({ rule: 'HY02', ruleName: '会议编号02' });
  });

  test('keyboard: Enter opens, ArrowDown picks rows in the table, Enter confirms', async () => {
    const { item, form } = renderRuleSelect();
    fireEvent.keyDown(field(item), { key: 'Enter' });
    await waitFor(() => expect(names()).toHaveLength(20));
    const rows = within(picker()).getByRole('group', { name: '结果' });
    fireEvent.keyDown(rows, { key: 'ArrowDown' });
    fireEvent.keyDown(rows, { key: 'ArrowDown' });
    expect(within(row('会议编号02') as HTMLElement).getByRole<HTMLInputElement>('radio').checked).toBe(true);
    fireEvent.keyDown(rows, { key: 'Enter' });
    expect(form.values.field).toEqual({ rule: 'HY02', ruleName: '会议编号02' });
  });

  test('the clear icon stores null without opening the picker; the input is named after its field', () => {
    const { item, form } = renderRuleSelect({ rule: 'HY02', ruleName: '会议编号02' });
    expect(field(item).getAttribute('aria-label')).toBe('字段标题');
    fireEvent.click(item.querySelector('.ant-input-clear-icon') as HTMLElement);
    expect(form.values.field).toBeNull();
    expect(field(item).value).toBe('');
    expect(document.querySelector('.jnpf-category-picker')).toBeNull();
  });

  test('keyboard: Escape in the table cancels and keeps the value', async () => {
    const { item, form } = renderRuleSelect({ rule: 'HY02', ruleName: '会议编号02' });
    await openAndLoad(item);
    const rows = within(picker()).getByRole('group', { name: '结果' });
    fireEvent.keyDown(rows, { key: 'ArrowDown' });
    fireEvent.keyDown(rows, { key: 'Escape', keyCode: 27 });
    await waitFor(() => expect(document.querySelector('.jnpf-category-picker')).toBeNull());
    expect(form.values.field).toEqual({ rule: 'HY02', ruleName: '会议编号02' });
  });

  test('a disabled field does not open', () => {
    const { item } = renderRuleSelect(null, { disabled: true });
    open(item);
    fireEvent.keyDown(field(item), { key: 'Enter' });
    expect(document.querySelector('.jnpf-category-picker')).toBeNull();
  });

  test('outside a screen there is no 新建 (no dialog host)', async () => {
    const { item } = renderRuleSelect();
    await openAndLoad(item);
    expect(within(picker()).queryByRole('button', { name: /新\s*建/ })).toBeNull();
  });
});
