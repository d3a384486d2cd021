import { describe, expect, test } from 'vitest';
import { clampPage, expandableKeys, isTreeRows, normalizeTree, pageOf } from './tableData';
import { defaultSelection, filterNodes, parentKeys, toPanelNodes } from './treeData';

describe('table data helpers', () => {
  test.each([
    ['an empty list', [], false],
    ['flat rows', [{ id: 1 }, { id: 2 }], false],
    [
      'every row carries children (even null or [])',
      [
        { id: 1, children: [] },
        { id: 2, children: null },
      ],
      true,
    ],
    ['only some rows carry children', [{ id: 1, children: [{ id: 3 }] }, { id: 2 }], false],
  ])('isTreeRows: %s', (_name, rows, expected) => {
    expect(isTreeRows(rows)).toBe(expected);
  });

  test('normalizeTree drops empty children at every level; expandableKeys lists the parents', () => {
    const rows = normalizeTree([
      {
        id: 'a',
        children: [
          { id: 'a1', children: [] },
          { id: 'a2', children: [{ id: 'a21', children: null }] },
        ],
      },
      { id: 'b', children: null },
    ]);
    expect(rows).toEqual([{ id: 'a', children: [{ id: 'a1' }, { id: 'a2', children: [{ id: 'a21' }] }] }, { id: 'b' }]);
    expect(expandableKeys(rows, 'id')).toEqual(['a', 'a2']);
  });

  test.each([
    [1, 20, 45, 20, 1],
    [3, 20, 45, 5, 41],
    [2, 50, 45, 0, 51],
  ])('pageOf(page %i, size %i) of %i rows → %i rows from #%i', (page, size, total, count, first) => {
    const rows = Array.from({ length: total }, (_, i) => i + 1);
    const slice = pageOf(rows, page, size);
    expect(slice).toHaveLength(count);
    if (count) expect(slice[0]).toBe(first);
  });

  test.each([
    [3, 20, 41, 3],
    [3, 20, 40, 2],
    [5, 20, 0, 1],
    [0, 20, 10, 1],
  ])('clampPage(%i, %i, total %i) → %i', (page, size, total, expected) => {
    expect(clampPage(page, size, total)).toBe(expected);
  });
});

describe('tree panel helpers', () => {
  const nodes = toPanelNodes([
    { id: '0', fullName: '业务字典', children: [{ id: 'm', fullName: '会员类型', isTree: 0, children: [] }] },
    { id: '1', fullName: '系统字典', children: [{ id: 's', fullName: 'Sex 性别' }] },
  ]);

  test('nodes keep the API node (minus children) and drop empty children', () => {
    expect(nodes[0].children?.[0]).toEqual({
      key: 'm',
      title: '会员类型',
      children: undefined,
      raw: { id: 'm', fullName: '会员类型', isTree: 0 },
    });
    expect(parentKeys(nodes)).toEqual(['0', '1']);
  });

  test.each([
    ['', ['业务字典', '系统字典']],
    ['会员', ['业务字典']],
    ['sex', ['系统字典']],
    ['无', []],
  ])('filter %j keeps %j at the top', (keyword, titles) => {
    expect(filterNodes(nodes, keyword).map((n) => n.title)).toEqual(titles);
  });

  test.each([
    ['first', '0'],
    ['firstLeaf', 'm'],
    ['none', undefined],
  ] as const)('default selection %s → %s', (mode, key) => {
    expect(defaultSelection(nodes, mode)?.key).toBe(key);
  });
});
