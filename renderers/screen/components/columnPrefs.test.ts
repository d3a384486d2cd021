import {
  applyPrefs,
  defaultPrefs,
  loadLocalPrefs,
  localKey,
  mergePrefs,
  moveItem,
  samePrefs,
  sanitizePrefs,
  saveLocalPrefs,
  setVisible,
} from './columnPrefs';
import type { ColumnSpec } from './tableCells';

const specs: ColumnSpec[] = [
  { title: '名称', dataIndex: 'fullName' },
  { title: '编码', dataIndex: 'enCode' },
  { title: '排序', dataIndex: 'sortCode' },
  { title: '操作', render: 'actions', actions: [] },
];
const props = (list: ColumnSpec[]) => list.map((c) => c.dataIndex ?? c.render);

describe('column preferences', () => {
  test('the defaults are the configurable columns, visible, in schema order (actions are not configurable)', () => {
    expect(defaultPrefs(specs)).toEqual([
      { prop: 'fullName', label: '名称', visible: true },
      { prop: 'enCode', label: '编码', visible: true },
      { prop: 'sortCode', label: '排序', visible: true },
    ]);
  });

  test('applying reorders the configurable columns, drops hidden ones and keeps the actions in place', () => {
    const prefs = [
      { prop: 'sortCode', label: '', visible: true },
      { prop: 'fullName', label: '', visible: false },
      { prop: 'enCode', label: '', visible: true },
    ];
    expect(props(applyPrefs(specs, prefs))).toEqual(['sortCode', 'enCode', 'actions']);
    expect(props(applyPrefs(specs, []))).toEqual(['fullName', 'enCode', 'sortCode', 'actions']);
  });

  test('a saved list follows schema changes: unknown props go, new columns come last, labels from the schema', () => {
    const saved = [
      { prop: 'gone', label: '旧列', visible: true },
      { prop: 'sortCode', label: 'old', visible: false },
      { prop: 'fullName', label: 'old', visible: true },
      { prop: 'fullName', label: 'twice', visible: false },
    ];
    expect(mergePrefs(specs, saved)).toEqual([
      { prop: 'sortCode', label: '排序', visible: false },
      { prop: 'fullName', label: '名称', visible: true },
      { prop: 'enCode', label: '编码', visible: true },
    ]);
    expect(mergePrefs(specs, null)).toEqual(defaultPrefs(specs));
  });

  test('moving and toggling', () => {
    expect(moveItem(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveItem(['a', 'b', 'c', 'd'], 3, 0)).toEqual(['d', 'a', 'b', 'c']);
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveItem(['a', 'b'], 0, 5)).toEqual(['a', 'b']);
    const hidden = setVisible(defaultPrefs(specs), 'enCode', false);
    expect(hidden.map((p) => p.visible)).toEqual([true, false, true]);
    expect(samePrefs(hidden, defaultPrefs(specs))).toBe(false);
    expect(samePrefs(defaultPrefs(specs), defaultPrefs(specs))).toBe(true);
  });

  test('untrusted lists are cleaned', () => {
    expect(sanitizePrefs('x')).toBeNull();
    expect(sanitizePrefs([null, 1, { prop: '' }, { prop: 'a', visible: false }, { prop: 'b', label: 'B' }])).toEqual([
      { prop: 'a', label: '', visible: false },
      { prop: 'b', label: 'B', visible: true },
    ]);
  });

  test('local storage: per menu and table, the default list removes the key, junk reads as nothing', () => {
    const key = localKey('m-dictionary', 'dataTable');
    expect(key).toBe('jnpf_columns_m-dictionary_dataTable');
    const prefs = setVisible(defaultPrefs(specs), 'fullName', false);
    saveLocalPrefs(key, prefs);
    expect(loadLocalPrefs(key)).toEqual(prefs);
    expect(loadLocalPrefs(localKey('m-other', 'dataTable'))).toBeNull();
    saveLocalPrefs(key, null);
    expect(localStorage.getItem(key)).toBeNull();
    localStorage.setItem(key, '{not json');
    expect(loadLocalPrefs(key)).toBeNull();
    localStorage.removeItem(key);
  });
});
