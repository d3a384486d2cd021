import { act, fireEvent, screen } from '@testing-library/react';
import { formatMessage } from '../../engine-core/i18n';
import { tableMessages } from '../../widgets/table/messages';
import { firstRecord, renderOrder, tableRows } from './__fixtures__/childTableKit';

// every wording is counted: a checkbox words its label each time it renders
vi.mock('../../engine-core/i18n', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../engine-core/i18n')>();
  return { ...actual, formatMessage: vi.fn(actual.formatMessage) };
});
const worded = vi.mocked(formatMessage);

const rowsOf = (count: number) => ({
  ...firstRecord(),
  items: Array.from({ length: count }, (_, i) => ({ goodsName: `物品${i + 1}`, quantity: 1, price: 1 })),
});
const box = (name: string) => screen.getByRole('checkbox', { name }) as HTMLInputElement;
const names = (values: { items: { goodsName?: string }[] }) => values.items.map((r) => r.goodsName);

describe('child table row selection', () => {
  it('全选 selects every row, then none; a partial selection shows as indeterminate', async () => {
    const { handle } = renderOrder({ record: rowsOf(3) });
    await act(async () => fireEvent.click(box('选择第2行')));
    expect(box('全选').checked).toBe(false);
    expect(box('全选').closest('.ant-checkbox')?.classList.contains('ant-checkbox-indeterminate')).toBe(true);
    await act(async () => fireEvent.click(box('全选')));
    expect([1, 2, 3].map((n) => box(`选择第${n}行`).checked)).toEqual([true, true, true]);
    expect(box('全选').checked).toBe(true);
    await act(async () => fireEvent.click(box('全选')));
    expect([1, 2, 3].map((n) => box(`选择第${n}行`).checked)).toEqual([false, false, false]);
    expect(names(handle().form.values)).toEqual(['物品1', '物品2', '物品3']);
  });

  it('a selection follows its row, not its index, and a removed row leaves it', async () => {
    const { handle } = renderOrder({ record: rowsOf(4) });
    await act(async () => fireEvent.click(box('选择第3行')));
    // the first row goes: the selected row (物品3) is now the second, still selected
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[0]));
    expect(tableRows()).toHaveLength(3);
    expect([1, 2, 3].map((n) => box(`选择第${n}行`).checked)).toEqual([false, true, false]);
    // the selected row itself goes: nothing is left selected, so 批量删除 asks for a row
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[1]));
    expect(box('全选').checked).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /批量删除/ })));
    expect(names(handle().form.values)).toEqual(['物品2', '物品4']);
  });

  it('checking one row re-renders that row’s checkbox, no other row’s', async () => {
    renderOrder({ record: rowsOf(6) });
    worded.mockClear();
    await act(async () => fireEvent.click(box('选择第4行')));
    expect(box('选择第4行').checked).toBe(true);
    const rows = worded.mock.calls.flatMap(([message, values]) =>
      message === tableMessages.selectRow ? [values?.row] : [],
    );
    expect(rows).toEqual([4]);
    expect(worded.mock.calls.some(([message]) => message === tableMessages.selectAll)).toBe(true);
  });
});
