import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { FormSubmitError } from '../form/submitError';
import { loadMath } from '../../widgets/calculate/evaluate';
import {
  cellOf,
  firstRecord,
  focusInputOf,
  inputOf,
  renderOrder,
  summaryOf,
  tableRows,
  typeIn,
} from './__fixtures__/childTableKit';

const click = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

describe('child table (input table)', () => {
  beforeAll(() => loadMath());

  it('shows the record rows with their cells, the complex header over its columns and 序号', () => {
    renderOrder({ record: firstRecord() });
    expect(tableRows()).toHaveLength(2);
    expect(inputOf(0, 'goodsName').value).toBe('会议胸牌');
    expect(inputOf(1, 'goodsCode').value).toBe('HW-002');
    expect(cellOf(0, 'goodsName').getAttribute('data-jnpf-key')).toBe('input');
    const header = document.querySelector('.jnpf-input-table thead') as HTMLElement;
    const group = within(header).getByText('价格信息').closest('th') as HTMLElement;
    expect(group.getAttribute('colspan')).toBe('3');
    expect(within(tableRows()[1]).getByText('2')).not.toBeNull();
    expect(screen.getByText('采购明细')).not.toBeNull();
  });

  it('合计 sums only the summary columns: integers as integers, with thousands where the column asks', () => {
    renderOrder({ record: firstRecord() });
    expect(screen.getByText('合计')).not.toBeNull();
    expect(summaryOf('quantity')).toBe('302');
    expect(summaryOf('amount')).toBe('3,150');
    expect(summaryOf('price')).toBeUndefined();
  });

  it('a decimal total shows 2 decimals and follows an edit of a summed cell', async () => {
    renderOrder({ record: firstRecord() });
    await typeIn(0, 'quantity', '0.5');
    await waitFor(() => expect(summaryOf('quantity')).toBe('2.50'));
  });

  it('添加 appends a row with the column defaults; 复制 puts a copy right under its row', async () => {
    const { handle } = renderOrder({ record: firstRecord() });
    await act(async () => click(/添加/));
    expect(tableRows()).toHaveLength(3);
    expect(handle().form.values.items[2]).toMatchObject({ quantity: 1 });
    expect(inputOf(2, 'goodsName').value).toBe('');
    const copyButtons = screen.getAllByRole('button', { name: '复制' });
    await act(async () => fireEvent.click(copyButtons[0]));
    expect(tableRows()).toHaveLength(4);
    expect(inputOf(1, 'goodsName').value).toBe('会议胸牌');
    await typeIn(1, 'goodsName', '备用胸牌');
    expect(handle().form.values.items[0].goodsName).toBe('会议胸牌');
  });

  it('removing a row never moves a value onto another row', async () => {
    const { handle } = renderOrder({ record: firstRecord() });
    await act(async () => click(/添加/));
    await typeIn(2, 'goodsName', '第三行');
    const secondKey = tableRows()[1].getAttribute('data-row-key');
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]));
    expect(tableRows()).toHaveLength(2);
    expect(tableRows()[0].getAttribute('data-row-key')).toBe(secondKey);
    expect(inputOf(0, 'goodsName').value).toBe('签到台布置');
    expect(inputOf(1, 'goodsName').value).toBe('第三行');
    expect(handle().form.values.items.map((r: { goodsName?: string }) => r.goodsName)).toEqual([
      '签到台布置',
      '第三行',
    ]);
  });

  it('批量删除 with nothing selected says 请选择一条数据; with rows selected removes exactly those', async () => {
    const { services, handle } = renderOrder({ record: firstRecord() });
    await act(async () => click(/批量删除/));
    expect(services.calls.toast).toEqual([{ message: '请选择一条数据', type: 'warning' }]);
    expect(tableRows()).toHaveLength(2);
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: '选择第1行' })));
    await act(async () => click(/批量删除/));
    expect(handle().form.values.items.map((r: { goodsName?: string }) => r.goodsName)).toEqual(['签到台布置']);
  });

  it('submit checks every cell: <label>不能为空 and the regex rule’s own message, first bad cell focused', async () => {
    const { handle } = renderOrder({ record: { ...firstRecord(), title: '测试' } });
    await act(async () => click(/添加/));
    await typeIn(0, 'goodsCode', 'bad code');
    let failure: unknown;
    await act(async () => {
      failure = await handle()
        .submit()
        .catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(FormSubmitError);
    expect((failure as FormSubmitError).errors[0].messages[0]).toBe('第1行：物料编码只能包含大写字母、数字和-');
    expect(within(cellOf(0, 'goodsCode')).getByRole('alert').textContent).toBe('物料编码只能包含大写字母、数字和-');
    expect(within(cellOf(2, 'goodsName')).getByRole('alert').textContent).toBe('物品名称不能为空');
    await waitFor(() => expect(document.activeElement).toBe(inputOf(0, 'goodsCode')));
    await typeIn(2, 'goodsName', '补上');
    expect(within(cellOf(2, 'goodsName')).queryByRole('alert')).toBeNull();
    expect(within(cellOf(0, 'goodsCode')).getByRole('alert')).not.toBeNull();
  });

  it('a row calculate uses its own row; a calculate outside the table sums the column; both are submitted', async () => {
    const { handle } = renderOrder({ record: { ...firstRecord(), title: '测试' } });
    await typeIn(1, 'price', '1000');
    await waitFor(() => expect(handle().form.values.items[1].amount).toBe(2000));
    await waitFor(() => expect(handle().form.values.totalAmount).toBe(2750));
    expect(handle().form.values.items[0].amount).toBe(750);
    let values: Record<string, unknown> = {};
    await act(async () => {
      values = await handle().submit();
    });
    expect((values.items as { amount: number }[]).map((r) => r.amount)).toEqual([750, 2000]);
    expect(values.totalAmount).toBe(2750);
  });

  it('read-only: the cells show their values, without row buttons, selection or footer', () => {
    renderOrder({ record: firstRecord(), readOnly: true });
    expect(tableRows()).toHaveLength(2);
    expect(within(tableRows()[0]).getByText('会议胸牌')).not.toBeNull();
    expect(screen.queryByRole('button', { name: /添加/ })).toBeNull();
    expect(screen.queryByRole('button', { name: '删除' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(summaryOf('amount')).toBe('3,150');
  });
});

describe('child table with many rows', () => {
  beforeAll(() => loadMath());

  const manyRows = (count: number) => ({
    ...firstRecord(),
    title: '大批量',
    items: Array.from({ length: count }, (_, i) => ({ goodsName: `物品${i + 1}`, quantity: 1, price: i, amount: i })),
  });

  it('past 30 rows only the rows in view are mounted', () => {
    renderOrder({ record: manyRows(200) });
    expect(document.querySelector('.jnpf-input-table')?.getAttribute('data-rows')).toBe('200');
    expect(tableRows().length).toBeGreaterThan(0);
    expect(tableRows().length).toBeLessThan(200);
    // the 合计 row is kept in the virtual table too (it sums every row, mounted or not)
    expect(summaryOf('quantity')).toBe('200');
  });

  it('删除 of a row in a virtual table moves the later rows up whole; an edit after it lands in the right row', async () => {
    const { handle } = renderOrder({ record: manyRows(200) });
    const form = handle().form;
    const removes = () => screen.getAllByRole('button', { name: '删除' });
    await act(async () => fireEvent.click(removes()[2]));
    const names = (form.values.items as { goodsName: string }[]).map((r) => r.goodsName);
    expect(names).toHaveLength(199);
    expect(names.slice(0, 4)).toEqual(['物品1', '物品2', '物品4', '物品5']);
    expect(names.at(-1)).toBe('物品200');
    expect(form.values.items[2]).toMatchObject({ goodsName: '物品4', price: 3, amount: 3 });
    expect(inputOf(2, 'goodsName').value).toBe('物品4');
    expect(inputOf(3, 'goodsName').value).toBe('物品5');
    await typeIn(2, 'goodsName', '改后');
    expect(form.values.items[2].goodsName).toBe('改后');
    expect(form.values.items[1].goodsName).toBe('物品2');
    expect(form.values.items[3].goodsName).toBe('物品5');
    expect(summaryOf('quantity')).toBe('199');
  });

  it('a stored calculate follows in rows that are not mounted, and the check reports an off-screen row', async () => {
    const { handle } = renderOrder({ record: manyRows(200) });
    const form = handle().form;
    await act(async () => form.setValuesIn('items.180.quantity', 3));
    await waitFor(() => expect(form.values.items[180].amount).toBe(540));
    await act(async () => form.setValuesIn('items.190.goodsName', ''));
    let failure: unknown;
    await act(async () => {
      failure = await handle()
        .submit()
        .catch((e: unknown) => e);
    });
    expect((failure as FormSubmitError).errors[0].messages[0]).toBe('第191行：物品名称不能为空');
  });
});

describe('child table keyboard', () => {
  const focused = () => document.activeElement as HTMLElement;

  it('Enter and ↓ / ↑ in a text box move to the same column of the next / previous row', async () => {
    renderOrder({ record: firstRecord() });
    await act(async () => fireEvent.keyDown(await focusInputOf(0, 'goodsName'), { key: 'Enter' }));
    expect(focused()).toBe(inputOf(1, 'goodsName'));
    await act(async () => fireEvent.keyDown(inputOf(1, 'goodsName'), { key: 'ArrowUp' }));
    expect(focused()).toBe(inputOf(0, 'goodsName'));
    await act(async () => fireEvent.keyDown(inputOf(0, 'goodsName'), { key: 'ArrowDown' }));
    expect(focused()).toBe(inputOf(1, 'goodsName'));
  });

  it('Tab on a row’s last cell goes to the next row’s first cell; Shift-Tab on a first cell goes back', async () => {
    renderOrder({ record: firstRecord() });
    const last = await focusInputOf(0, 'deliveryDate');
    await act(async () => fireEvent.keyDown(last, { key: 'Tab' }));
    expect(focused()).toBe(inputOf(1, 'goodsCode'));
    await act(async () => fireEvent.keyDown(inputOf(1, 'goodsCode'), { key: 'Tab', shiftKey: true }));
    expect(focused()).toBe(inputOf(0, 'deliveryDate'));
  });
});
