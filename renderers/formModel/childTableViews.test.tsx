import { act, fireEvent, screen } from '@testing-library/react';
import { FormSubmitError } from '../form/submitError';
import { formatNumberText } from '../../widgets/inputNumber/JnpfInputNumber';
import { cellOf, firstRecord, focusInputOf, inputOf, renderOrder, tableRows } from './__fixtures__/childTableKit';

// every formatting of a number cell's text is counted: a cell's view formats its value each time it renders
vi.mock('../../widgets/inputNumber/JnpfInputNumber', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../widgets/inputNumber/JnpfInputNumber')>();
  return { ...actual, formatNumberText: vi.fn(actual.formatNumberText) };
});

const countedFormats = vi.mocked(formatNumberText);
const viewOf = (row: number, column: string) => cellOf(row, column).querySelector('.jnpf-cell-view-input');

/** rows with distinct prices, so each price formatted names its row */
const pricedRows = (count: number) => ({
  ...firstRecord(),
  items: Array.from({ length: count }, (_, i) => ({ goodsName: `物品${i + 1}`, quantity: 1, price: 101 + i })),
});

describe('child table cell views', () => {
  it('a cell shows its text in a view until it gets the focus; then its widget (a Formily field) takes over', async () => {
    const { handle } = renderOrder({ record: firstRecord() });
    const form = handle().form;
    expect((viewOf(0, 'goodsName') as HTMLInputElement).value).toBe('会议胸牌');
    expect((viewOf(0, 'unit') as HTMLInputElement).value).toBe('个');
    // the control's arrow, drawn by the view's own box (no icon element per cell)
    expect(viewOf(0, 'unit')?.getAttribute('data-suffix')).toBe('select');
    expect(viewOf(0, 'goodsName')?.getAttribute('data-suffix')).toBe('clear');
    expect(viewOf(1, 'price')?.hasAttribute('data-suffix')).toBe(false);
    expect((viewOf(1, 'price') as HTMLInputElement).value).toBe('1,200.00');
    expect((viewOf(1, 'amount') as HTMLInputElement).value).toBe('2,400');
    expect(form.query('items.0.goodsName').take()).toBeUndefined();

    // a cell has no visible label: its view and then its widget's control are named after column and row
    expect(screen.getByRole('textbox', { name: '第2行物品名称' })).toBe(viewOf(1, 'goodsName'));
    const input = await focusInputOf(0, 'goodsName');
    expect(viewOf(0, 'goodsName')).toBeNull();
    expect(document.activeElement).toBe(input);
    expect(input.getAttribute('aria-label')).toBe('第1行物品名称');
    expect(form.query('items.0.goodsName').take()?.path.toString()).toBe('items.0.goodsName');
    expect(cellOf(0, 'goodsName').getAttribute('data-jnpf-key')).toBe('input');
    await act(async () => fireEvent.change(input, { target: { value: '新胸牌' } }));

    // the focus moves on: the cell shows its view again, with the new text
    await focusInputOf(0, 'goodsCode');
    expect((viewOf(0, 'goodsName') as HTMLInputElement).value).toBe('新胸牌');
    expect(form.values.items[0].goodsName).toBe('新胸牌');
  });

  it('a view follows its value when it changes elsewhere (a script, a calculation), and only that view', async () => {
    const { handle } = renderOrder({ record: pricedRows(3) });
    countedFormats.mockClear();
    await act(async () => handle().form.setValuesIn('items.1.price', 250));
    expect((viewOf(1, 'price') as HTMLInputElement).value).toBe('250.00');
    expect((viewOf(0, 'price') as HTMLInputElement).value).toBe('101.00');
    expect(countedFormats.mock.calls.map(([value]) => value)).not.toContain(101);
  });

  it('removing a row re-renders only the rows after it: the rows above keep their cells untouched', async () => {
    const { handle } = renderOrder({ record: pricedRows(6) });
    expect(inputOf(0, 'price').value).toBe('101.00');
    countedFormats.mockClear();
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '删除' })[2]));
    expect(tableRows()).toHaveLength(5);
    expect(handle().form.values.items.map((r: { price: number }) => r.price)).toEqual([101, 102, 104, 105, 106]);
    const formatted = countedFormats.mock.calls.map(([value]) => value);
    // rows 1 and 2 did not change: their cells did not render again
    expect(formatted).not.toContain(101);
    expect(formatted).not.toContain(102);
    // the rows after the removed one moved up (a new index, a new path): those did
    expect(formatted).toContain(104);
    expect(inputOf(2, 'price').value).toBe('104.00');
  });

  it('a row’s buttons act on their own row after the rows above it moved (they find it by its key)', async () => {
    const { handle } = renderOrder({ record: pricedRows(4) });
    const remove = () => screen.getAllByRole('button', { name: '删除' });
    const third = remove()[2];
    await act(async () => fireEvent.click(remove()[0]));
    // the same button, not re-rendered, now on the second row: it removes 物品3, not 物品4
    expect(remove()[1]).toBe(third);
    await act(async () => fireEvent.click(third));
    await act(async () => fireEvent.click(screen.getAllByRole('button', { name: '复制' })[1]));
    expect(handle().form.values.items.map((r: { goodsName: string }) => r.goodsName)).toEqual([
      '物品2',
      '物品4',
      '物品4',
    ]);
  });

  it('a number out of its column’s bounds fails the check in any row, with the widget’s own words', async () => {
    const { handle } = renderOrder({
      record: { ...firstRecord(), title: '界限', items: [{ goodsName: '甲', quantity: -2, price: 1 }] },
    });
    let failure: unknown;
    await act(async () => {
      failure = await handle()
        .submit()
        .catch((e: unknown) => e);
    });
    expect(failure).toBeInstanceOf(FormSubmitError);
    expect((failure as FormSubmitError).errors[0].messages[0]).toBe('第1行：不能小于0');
    expect(cellOf(0, 'quantity').querySelector('[role="alert"]')?.textContent).toBe('不能小于0');
  });
});
