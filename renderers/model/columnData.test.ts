import feePayment from '../../fixtures/models/fee-payment.json';
import { defaultSidxOf, parseColumnData, sidxOf, toColumn, toListConfig } from './columnData';

describe('columnData → list columns', () => {
  test.each([
    [
      'full settings',
      {
        prop: 'memberName',
        label: '姓名',
        jnpfKey: 'input',
        width: 120,
        align: 'center',
        fixed: 'left',
        sortable: true,
      },
      {
        prop: 'memberName',
        label: '姓名',
        jnpfKey: 'input',
        width: 120,
        align: 'center',
        fixed: 'left',
        sortable: true,
      },
    ],
    [
      'numeric text width, fixed none, no align',
      { prop: 'fee', fullName: '会费', __config__: { jnpfKey: 'inputNumber' }, width: '90', fixed: 'none' },
      {
        prop: 'fee',
        label: '会费',
        jnpfKey: 'inputNumber',
        width: 90,
        align: 'left',
        fixed: undefined,
        sortable: false,
      },
    ],
    [
      'label from __config__, width null, fixed right',
      { __vModel__: 'city', __config__: { jnpfKey: 'select', label: '城市' }, width: null, fixed: 'right' },
      {
        prop: 'city',
        label: '城市',
        jnpfKey: 'select',
        width: undefined,
        align: 'left',
        fixed: 'right',
        sortable: false,
      },
    ],
  ])('%s', (_name, item, expected) => {
    expect(toColumn(item)).toEqual(expected);
  });

  test('an item naming no field is dropped', () => {
    expect(toColumn({ label: '无字段' })).toBeUndefined();
  });

  test('the seeded 会费缴纳 model: columns, search fields, buttons, paging', () => {
    const config = toListConfig(feePayment.columnData);
    expect(config.columns.map((c) => c.prop)).toEqual([
      'receiptNo',
      'member',
      'memberLevel',
      'feeYear',
      'amount',
      'paymentMethod',
      'payDate',
    ]);
    expect(config.columns[0]).toMatchObject({ label: '收据号', width: 150, fixed: 'left', sortable: true });
    expect(config.searchFields.map((f) => [f.prop, f.searchKey, f.kind])).toEqual([
      ['member', 'select', 'equal'],
      ['memberLevel', 'select', 'equal'],
      ['feeYear', 'dateRange', 'range'],
      ['paymentMethod', 'select', 'equal'],
      ['amount', 'numberRange', 'range'],
    ]);
    // 导出 runs OnlineDev ExportData, gated by btn_download
    expect(config.toolbar.map((b) => [b.action, b.permission])).toEqual([
      ['add', ['btn_add']],
      ['download', ['btn_download']],
      ['batchRemove', ['btn_batchRemove', 'btn_remove']],
    ]);
    expect(config.rowButtons.map((b) => [b.action, b.label, b.permission])).toEqual([
      ['edit', '编辑', ['btn_edit']],
      ['remove', '删除', ['btn_remove']],
      ['detail', '详情', ['btn_detail']],
    ]);
    expect(config).toMatchObject({ hasPage: true, pageSize: 20, useBtnPermission: true, hasKeyword: false });
    expect(config.defaultSidx).toBe('-payDate');
  });

  test.each([
    ['defaultSidx with sort desc', { defaultSidx: 'joinDate', sort: 'desc' }, '-joinDate'],
    ['defaultSidx ascending', { defaultSidx: 'joinDate', sort: 'asc' }, 'joinDate'],
    ['defaultSidx already signed', { defaultSidx: '-a', sort: 'asc' }, '-a'],
    [
      'defaultSortConfig',
      {
        defaultSidx: '',
        defaultSortConfig: [
          { field: 'a', sort: 'desc' },
          { field: 'b', sort: 'asc' },
        ],
      },
      '-a,b',
    ],
    ['nothing', {}, ''],
  ])('default order: %s', (_name, columnData, expected) => {
    expect(defaultSidxOf(columnData)).toBe(expected);
  });

  test.each([
    ['amount', 'descend', '', '-amount'],
    ['amount', 'ascend', '-payDate', 'amount'],
    ['amount', null, '-payDate', '-payDate'],
    [undefined, 'ascend', 'x', 'x'],
  ] as const)('sorting %s %s falls back to %s', (prop, order, fallback, expected) => {
    expect(sidxOf(prop, order, fallback)).toBe(expected);
  });

  test('paging and buttons: hasPage false, odd page size, hidden and repeated buttons', () => {
    const config = toListConfig(
      JSON.stringify({
        hasPage: false,
        pageSize: '30',
        btnsList: [{ value: 'add', label: '登记' }, { value: 'add' }, { value: 'upload', label: '导入' }],
        columnBtnsList: [{ value: 'detail', show: false }, { value: 'remove' }],
        searchList: [{ prop: 'kw', jnpfKey: 'input', isKeyword: true }],
      }),
    );
    expect(config).toMatchObject({ hasPage: false, pageSize: 30, hasKeyword: true, useBtnPermission: false });
    expect(config.toolbar).toEqual([
      { action: 'add', label: '登记', permission: ['btn_add'] },
      { action: 'upload', label: '导入', permission: ['btn_upload'] },
    ]);
    expect(config.rowButtons).toEqual([{ action: 'remove', label: '删除', permission: ['btn_remove'] }]);
  });

  test('unreadable columnData is an empty list, not a crash', () => {
    expect(parseColumnData('{oops')).toEqual({});
    expect(parseColumnData(null)).toEqual({});
    expect(toListConfig('[1,2]')).toMatchObject({ columns: [], searchFields: [], toolbar: [], pageSize: 20 });
  });
});
