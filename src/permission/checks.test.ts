import type { PermissionEntry } from '../../contract';
import {
  columnCode,
  DEFAULT_BUTTON_CODES,
  fieldCode,
  filterColumnsBy,
  filterFormFieldsBy,
  findPermissionEntry,
  hasPermission,
} from './checks';

const item = (enCode: string) => ({ id: enCode, fullName: enCode, enCode });

const list: PermissionEntry[] = [
  {
    modelId: 'm-dict',
    moduleName: '数据字典',
    button: [item('btn_add'), item('btn_edit')],
    column: [item('fullName'), item('enCode')],
    form: [item('fullName')],
    resource: [],
  },
  { modelId: 'm-user', moduleName: '用户管理', button: [], column: [], form: [], resource: [] },
];

describe('button permissions', () => {
  test.each([
    ['m-dict', 'btn_add', true],
    ['m-dict', 'btn_edit', true],
    ['m-dict', 'btn_remove', false],
    ['m-user', 'btn_add', false],
    ['m-unknown', 'btn_add', false],
    [undefined, 'btn_add', false],
    ['', 'btn_add', false],
  ] as const)('page %s, %s → %s', (modelId, code, allowed) => {
    expect(hasPermission(list, modelId, 'button', code)).toBe(allowed);
  });

  test('judge off allows everything, even without a page', () => {
    expect(hasPermission(list, undefined, 'button', 'btn_remove', false)).toBe(true);
    expect(hasPermission([], 'm-dict', 'button', 'anything', false)).toBe(true);
  });

  test('defaults are add, edit, remove', () => {
    expect([...DEFAULT_BUTTON_CODES]).toEqual(['btn_add', 'btn_edit', 'btn_remove']);
  });

  test('finds the entry by modelId only', () => {
    expect(findPermissionEntry(list, 'm-user')?.moduleName).toBe('用户管理');
    expect(findPermissionEntry(list, null)).toBeUndefined();
  });
});

describe('column and form permissions', () => {
  const columns = [
    { title: '名称', dataIndex: 'fullName' },
    { title: '编码', prop: 'enCode' },
    { title: '状态', dataIndex: 'enabledMark' },
    { title: '排序', key: 'sortCode' },
    { title: '操作', key: undefined },
    { title: '嵌套', dataIndex: ['a', 'b'] },
  ];

  test('keeps granted columns and layout columns without a code', () => {
    expect(filterColumnsBy(list, columns, 'm-dict').map((c) => c.title)).toEqual(['名称', '编码', '操作', '嵌套']);
  });

  test('no entry keeps only the columns without a code', () => {
    expect(filterColumnsBy(list, columns, 'm-none').map((c) => c.title)).toEqual(['操作', '嵌套']);
  });

  test('judge off keeps every column (a copy)', () => {
    const all = filterColumnsBy(list, columns, 'm-none', false);
    expect(all).toEqual(columns);
    expect(all).not.toBe(columns);
  });

  test('form fields by enCode, __vModel__, name or field', () => {
    const fields = [{ __vModel__: 'fullName' }, { name: 'enCode' }, { field: 'fullName' }, { label: 'layout' }];
    expect(filterFormFieldsBy(list, fields, 'm-dict')).toEqual([
      { __vModel__: 'fullName' },
      { field: 'fullName' },
      { label: 'layout' },
    ]);
    expect(filterFormFieldsBy(list, fields, 'm-dict', false)).toHaveLength(4);
  });

  test('code precedence', () => {
    expect(columnCode({ enCode: 'a', prop: 'b', dataIndex: 'c' })).toBe('a');
    expect(columnCode({ prop: 'b', dataIndex: 'c' })).toBe('b');
    expect(columnCode({ dataIndex: 'c', key: 'd' })).toBe('c');
    expect(columnCode({ key: 'd' })).toBe('d');
    expect(fieldCode({ enCode: 'a', __vModel__: 'b' })).toBe('a');
    expect(fieldCode({ name: ['x'] })).toBeUndefined();
  });
});
