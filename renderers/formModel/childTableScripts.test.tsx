import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Field } from '@formily/core';
import { type FormSubmitError } from '../form/submitError';
import { columnOf, firstRecord, focusInputOf, renderOrder, typeIn } from './__fixtures__/childTableKit';

/** Scripts and linkage inside child-table rows: rowIndex, whole-column show/hide and required, row relations. */
describe('child table scripts and linkage', () => {
  it('a column’s change script runs with the row it happened in (rowIndex)', async () => {
    const { handle } = renderOrder({
      record: firstRecord(),
      edit: (formData) => {
        columnOf(formData, 'quantity').on = {
          change: "({ rowIndex, data, setFormData }) => { setFormData('supplier', `第${rowIndex + 1}行改为${data}`) }",
        };
      },
    });
    await typeIn(1, 'quantity', '5');
    await waitFor(() => expect(handle().form.values.supplier).toBe('第2行改为5'));
  });

  it('setShowOrHide and setRequired on <table>.<column> hide a column and require it in every row', async () => {
    const { handle } = renderOrder({
      record: { ...firstRecord(), title: '脚本' },
      edit: (formData) => {
        formData.funcs.onLoad =
          "({ setShowOrHide, setRequired }) => { setShowOrHide('items.unit', false); setRequired('items.deliveryDate', true) }";
      },
    });
    const header = () => document.querySelector('.jnpf-input-table thead') as HTMLElement;
    await waitFor(() => expect(within(header()).queryByText('单位')).toBeNull());
    expect(within(header()).getByText('交货日期').closest('th')?.querySelector('.jnpf-table-required')).not.toBeNull();
    let failure: unknown;
    await act(async () => {
      failure = await handle()
        .submit()
        .catch((e: unknown) => e);
    });
    expect((failure as FormSubmitError).errors[0].messages[0]).toBe('第1行：交货日期不能为空');
  });

  it('a column fed by another column of its row is cleared when that cell changes, in that row only', async () => {
    const { handle } = renderOrder({
      record: {
        ...firstRecord(),
        items: [
          { goodsName: '甲', unit: '箱', goodsCode: 'A-1' },
          { goodsName: '乙', unit: '箱', goodsCode: 'B-1' },
        ],
      },
      edit: (formData) => {
        const code = columnOf(formData, 'goodsCode');
        // the code comes from a data interface asked with the row's unit: a new unit voids the code
        code.templateJson = [{ field: 'unit', relationField: 'items-unit', sourceType: 1 }];
        code.__config__.dataType = 'dynamic';
      },
    });
    const form = handle().form;
    // the unit cell's widget (its Formily field) is there once the cell has the focus, as when a person picks
    await focusInputOf(0, 'unit');
    const unit = form.query('items.0.unit').take() as Field;
    await act(async () => unit.onInput('件'));
    expect(form.values.items[0].goodsCode).toBe('');
    expect(form.values.items[1].goodsCode).toBe('B-1');
  });
});

describe('child table 选择数据', () => {
  it('adds one row per picked row of the select dialog, filled by relationOptions', async () => {
    const { handle } = renderOrder({
      record: firstRecord(),
      edit: (formData) => {
        const table = formData.fields.find((f) => f.__vModel__ === 'items') as Record<string, unknown>;
        (table.footerBtnsList as unknown[]).push({
          value: 'batchAdd',
          label: '选择数据',
          show: true,
          actionConfig: {
            popupType: 'dialog',
            popupTitle: '选择物品',
            interfaceId: 'colours',
            hasPage: false,
            columnOptions: [{ value: 'fullName', label: '名称' }],
            relationOptions: [
              { field: 'goodsName', type: 1, value: 'fullName' },
              { field: 'unit', type: 2, value: '个' },
            ],
          },
        });
      },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /选择数据/ })));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getAllByRole('checkbox').length).toBeGreaterThanOrEqual(2));
    const rowOf = (text: string) => within(dialog).getByText(text).closest('tr') as HTMLElement;
    await act(async () => fireEvent.click(within(rowOf('红')).getByRole('checkbox')));
    await act(async () => fireEvent.click(within(rowOf('绿')).getByRole('checkbox')));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ })));
    const items = handle().form.values.items as Record<string, unknown>[];
    expect(items).toHaveLength(4);
    expect(items.slice(2).map((r) => [r.goodsName, r.unit, r.quantity])).toEqual([
      ['红', '个', 1],
      ['绿', '个', 1],
    ]);
  });
});
