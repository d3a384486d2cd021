import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCalls, LOADED, renderListPage } from './__fixtures__/listTypeKit';

const leftTree = {
  type: 2,
  treeTitle: '会员等级',
  treeDataSource: 'dictionary',
  treeDictionary: 'dt-level',
  treeRelation: 'level',
  treePropsValue: 'enCode',
  treePropsLabel: 'fullName',
  treePropsChildren: 'children',
  searchList: [{ prop: 'name', label: '姓名', jnpfKey: 'input', searchType: 2, __config__: { jnpfKey: 'input' } }],
};
const dictionaries = {
  'dt-level': [
    { id: 'd1', fullName: '普通会员', enCode: '1' },
    { id: 'd2', fullName: '高级会员', enCode: '2' },
  ],
};

describe('left tree + list (type 2)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('the tree is titled treeTitle and shows the dictionary items', async () => {
    const { container } = renderListPage({
      columnData: leftTree,
      rows: [{ id: 'r1', name: '张三', level: '2' }],
      dictionaries,
    });
    expect(await screen.findByText('高级会员', {}, LOADED)).toBeInstanceOf(HTMLElement);
    const aside = container.querySelector('[data-left-tree="level"]') as HTMLElement;
    expect(aside.getAttribute('aria-label')).toBe('会员等级');
    expect(aside.textContent).toContain('普通会员');
  });

  test('a click filters by the relation field, a second click clears it, the search keeps the node', async () => {
    const { calls, container } = renderListPage({
      columnData: leftTree,
      rows: [{ id: 'r1', name: '张三', level: '2' }],
      dictionaries,
    });
    await userEvent.click(await screen.findByText('高级会员', {}, LOADED));
    await waitFor(() => expect(listCalls(calls).at(-1)?.queryJson).toEqual({ level: '2' }));
    const search = container.querySelector('[data-model-search] [data-field="name"] input') as HTMLInputElement;
    await userEvent.type(search, '张');
    await userEvent.click(screen.getByRole('button', { name: /查\s*询/ }));
    await waitFor(() => expect(listCalls(calls).at(-1)?.queryJson).toEqual({ name: '张', level: '2' }));
    await userEvent.click(screen.getByText('高级会员'));
    await waitFor(() => expect(listCalls(calls).at(-1)?.queryJson).toEqual({ name: '张' }));
  });
});
