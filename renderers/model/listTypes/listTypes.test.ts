import { toTreeNodes } from './leftTreeNodes';
import { listConfigFor, toListTypeSettings } from './listTypeSettings';
import { CHILDREN, groupRows, nestRows, type ShapedRow } from './rowShapes';
import { withTreeNode } from './useListType';
import { toListConfig } from '../columnData';

const names = (rows: ShapedRow[]): unknown[] =>
  rows.map((r) => (r[CHILDREN] ? { [String(r.name ?? r.id)]: names(r[CHILDREN]) } : r.name));

describe('list type settings', () => {
  test('each type with what it needs; without it a plain list', () => {
    expect(toListTypeSettings({ type: 3, groupField: 'level' })).toEqual({ type: 3, groupField: 'level' });
    expect(toListTypeSettings({ type: 3, groupField: '' })).toEqual({ type: 1 });
    expect(toListTypeSettings('{"type":5,"parentField":"pid"}')).toEqual({ type: 5, parentField: 'pid' });
    expect(toListTypeSettings({ type: 5 })).toEqual({ type: 1 });
    expect(toListTypeSettings({ type: 4 })).toEqual({ type: 4 });
    expect(toListTypeSettings({ type: 2, treeDataSource: 'dictionary', treeRelation: 'level' })).toEqual({ type: 1 });
    expect(
      toListTypeSettings({
        type: 2,
        treeDataSource: 'api',
        treeInterfaceId: 'i1',
        treeRelation: 'dept',
        treeTitle: '部门',
      }),
    ).toEqual({
      type: 2,
      leftTree: {
        title: '部门',
        source: 'api',
        sourceId: 'i1',
        relation: 'dept',
        props: { value: 'id', label: 'fullName', children: 'children' },
      },
    });
    expect(toListTypeSettings({ type: 2, treeDataSource: 'organize', treeRelation: 'org' }).leftTree?.source).toBe(
      'organize',
    );
  });

  test('groups and tree tables read every row; the others keep their paging', () => {
    const config = toListConfig({ hasPage: true });
    expect(listConfigFor(config, { type: 3, groupField: 'a' }).hasPage).toBe(false);
    expect(listConfigFor(config, { type: 5, parentField: 'p' }).hasPage).toBe(false);
    expect(listConfigFor(config, { type: 4 }).hasPage).toBe(true);
  });

  test('the tree node joins the search query as its relation value', () => {
    expect(withTreeNode({ keyword: 'x', queryJson: { a: 1 } }, 'level', '2')).toEqual({
      keyword: 'x',
      queryJson: { a: 1, level: '2' },
    });
    expect(withTreeNode({ keyword: 'x' }, 'level', undefined)).toEqual({ keyword: 'x' });
  });
});

describe('row shapes', () => {
  test('groups in order of appearance, empty values last, whole selections as one value', () => {
    const rows = [
      { id: '1', name: 'a', t: 'x' },
      { id: '2', name: 'b', t: '' },
      { id: '3', name: 'c', t: 'y' },
      { id: '4', name: 'd', t: 'x' },
      { id: '5', name: 'e', t: ['p', 'q'] },
    ];
    const groups = groupRows(rows, 't');
    expect(groups.map((g) => [g.__group?.value, g.__group?.count, names(g[CHILDREN]!)])).toEqual([
      ['x', 2, ['a', 'd']],
      ['y', 1, ['c']],
      [['p', 'q'], 1, ['e']],
      ['', 1, ['b']],
    ]);
    expect(new Set(groups.map((g) => g.id)).size).toBe(4);
  });

  test('rows nest by parent; orphans and cycles are shown once at the top', () => {
    const rows = [
      { id: 'a', name: 'a', p: '' },
      { id: 'b', name: 'b', p: 'a' },
      { id: 'c', name: 'c', p: ['a', 'b'] },
      { id: 'd', name: 'd', p: 'gone' },
      { id: 'e', name: 'e', p: 'f' },
      { id: 'f', name: 'f', p: 'e' },
      { id: 'g', name: 'g', p: 'g' },
    ];
    expect(names(nestRows(rows, 'p'))).toEqual([{ a: [{ b: ['c'] }] }, 'd', 'e', 'f', 'g']);
  });
});

describe('left tree nodes', () => {
  test('rows of any shape by the designer’s keys; repeated or missing values skipped', () => {
    const props = { value: 'code', label: 'name', children: 'sub' };
    const nodes = toTreeNodes(
      {
        list: [
          { code: 1, name: '甲', sub: [{ code: '2', name: '乙' }, { code: '1', name: '重复' }, { name: '无值' }] },
        ],
      },
      props,
    );
    expect(nodes).toEqual([{ key: '1', title: '甲', children: [{ key: '2', title: '乙' }] }]);
    expect(toTreeNodes('nonsense', props)).toEqual([]);
  });
});
