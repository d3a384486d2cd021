import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCalls, LOADED, renderListPage } from '../__fixtures__/listTypeKit';
import { filterTreeNodes } from './leftTreeFilter';

const leftTree = {
  type: 2,
  treeTitle: '会员等级',
  treeDataSource: 'dictionary',
  treeDictionary: 'dt-level',
  treeRelation: 'level',
  treePropsValue: 'enCode',
  treePropsLabel: 'fullName',
  treePropsChildren: 'children',
};
const dictionaries = {
  'dt-level': [
    {
      id: 'd1',
      fullName: '个人会员',
      enCode: '1',
      children: [
        { id: 'd11', fullName: '普通会员', enCode: '11' },
        { id: 'd12', fullName: '高级会员', enCode: '12' },
      ],
    },
    { id: 'd2', fullName: '单位会员', enCode: '2', children: [{ id: 'd21', fullName: '理事单位', enCode: '21' }] },
  ],
};

const titles = (aside: HTMLElement) =>
  [...aside.querySelectorAll('.ant-tree-treenode .ant-tree-title')].map((n) => n.textContent);

describe('left tree filter box', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('a keyword keeps the matches with their ancestors, opened, and highlights the match', async () => {
    const { container, calls } = renderListPage({ columnData: leftTree, rows: [], dictionaries });
    await screen.findByText('理事单位', {}, LOADED);
    const aside = container.querySelector('[data-left-tree="level"]') as HTMLElement;
    expect(titles(aside)).toEqual(['个人会员', '普通会员', '高级会员', '单位会员', '理事单位']);
    const box = aside.querySelector('input[aria-label="输入关键字"]') as HTMLInputElement;
    await userEvent.type(box, '高级');
    await waitFor(() => expect(titles(aside)).toEqual(['个人会员', '高级会员']));
    const marks = [...aside.querySelectorAll('[data-tree-match]')].map((m) => m.textContent);
    expect(marks).toEqual(['高级']);
    // a node found by the filter is clicked like any other: the list is filtered by it
    await userEvent.click(aside.querySelector('[data-tree-match]') as HTMLElement);
    await waitFor(() => expect(listCalls(calls).at(-1)?.queryJson).toEqual({ level: '12' }));
  });

  test('no match shows an empty note; clearing the keyword brings back the whole tree', async () => {
    const { container } = renderListPage({ columnData: leftTree, rows: [], dictionaries });
    await screen.findByText('理事单位', {}, LOADED);
    const aside = container.querySelector('[data-left-tree="level"]') as HTMLElement;
    const box = aside.querySelector('input[aria-label="输入关键字"]') as HTMLInputElement;
    fireEvent.change(box, { target: { value: '不存在' } });
    await waitFor(() => expect(titles(aside)).toEqual([]));
    expect(aside.textContent).toContain('无匹配数据');
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(titles(aside)).toEqual(['个人会员', '普通会员', '高级会员', '单位会员', '理事单位']));
    expect(aside.querySelector('[data-tree-match]')).toBeNull();
  });
});

describe('filterTreeNodes', () => {
  const nodes = [
    {
      key: 'a',
      title: 'Alpha',
      children: [
        { key: 'a1', title: 'beta' },
        { key: 'a2', title: 'Gamma', children: [{ key: 'a21', title: 'BETA 2' }] },
      ],
    },
    { key: 'b', title: 'Beta root', children: [{ key: 'b1', title: 'delta' }] },
  ];
  test('case-insensitive; ancestors kept and opened; a matching node keeps its children', () => {
    const { nodes: found, expandedKeys } = filterTreeNodes(nodes, ' beta ');
    expect(found.map((n) => n.key)).toEqual(['a', 'b']);
    expect(found[0].children?.map((n) => n.key)).toEqual(['a1', 'a2']);
    expect(found[0].children?.[1].children?.map((n) => n.key)).toEqual(['a21']);
    expect(found[1].children?.map((n) => n.key)).toEqual(['b1']);
    expect([...expandedKeys].sort()).toEqual(['a', 'a2']);
    expect(filterTreeNodes(nodes, 'gamma').nodes[0].children?.map((n) => n.key)).toEqual(['a2']);
  });
});
