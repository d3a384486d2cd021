import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCalls, LOADED, renderListPage } from './__fixtures__/listTypeKit';

const rows = [
  { id: 'a', name: '张三', level: '2', parentId: '' },
  { id: 'b', name: '李四', level: '1', parentId: 'a' },
  { id: 'c', name: '王五', level: '2', parentId: 'b' },
  { id: 'd', name: '赵六', level: '', parentId: 'zz' },
];

const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('group list (type 3)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('one header per value with its display text and count, empty last; all rows in one query', async () => {
    const { calls, container } = renderListPage({ columnData: { type: 3, groupField: 'level' }, rows });
    await waitFor(() => expect(container.querySelectorAll('[data-group-header]')).toHaveLength(3), LOADED);
    const headers = [...container.querySelectorAll('[data-group-header]')].map((h) => h.textContent);
    expect(headers).toEqual(['高级(2 条)', '普通(1 条)', '（空）(1 条)']);
    // every row of the query, so a group is never split over pages; no pager
    expect(listCalls(calls)[0]).toMatchObject({ currentPage: 1, pageSize: 1_000_000 });
    expect(container.querySelector('.ant-pagination')).toBeNull();
    // headers carry no row number and no actions
    const header = container.querySelector('[data-group-header="2"]')!.closest('tr') as HTMLElement;
    expect(within(header).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(within(rowOf('张三')).getByRole('button', { name: /删\s*除/ })).toBeInstanceOf(HTMLElement);
  });

  test('a header collapses and expands its rows', async () => {
    const { container } = renderListPage({ columnData: { type: 3, groupField: 'level' }, rows });
    await waitFor(() => expect(screen.getByText('王五')).toBeInstanceOf(HTMLElement), LOADED);
    const header = container.querySelector('[data-group-header="2"]')!.closest('tr') as HTMLElement;
    await userEvent.click(within(header).getByRole('button', { name: /collapse|收起/i }));
    await waitFor(() => expect(screen.queryByText('王五')).toBeNull());
    expect(screen.getByText('李四')).toBeInstanceOf(HTMLElement);
    await userEvent.click(within(header).getByRole('button', { name: /expand|展开/i }));
    expect(await screen.findByText('王五')).toBeInstanceOf(HTMLElement);
  });
});

describe('tree table (type 5)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('rows nest under their parent and expand; an orphan is shown at the top', async () => {
    renderListPage({ columnData: { type: 5, parentField: 'parentId' }, rows });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(screen.getByText('赵六')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('李四')).toBeNull();
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: /expand|展开/i }));
    expect(await screen.findByText('李四')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('王五')).toBeNull();
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: /expand|展开/i }));
    expect(await screen.findByText('王五')).toBeInstanceOf(HTMLElement);
  });

  test('新增子级 opens the form with the parent filled in', async () => {
    renderListPage({ columnData: { type: 5, parentField: 'parentId' }, rows });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    await userEvent.click(within(rowOf('张三')).getByRole('button', { name: '新增子级' }));
    const layer = await waitFor(() => document.querySelector('[data-model-layer="general"]') as HTMLElement, LOADED);
    const parent = await waitFor(
      () => layer.querySelector('[data-field="parentId"] input') as HTMLInputElement,
      LOADED,
    );
    expect(parent.value).toBe('a');
  });

  test('without the add button no child can be added', async () => {
    renderListPage({ columnData: { type: 5, parentField: 'parentId' }, rows, granted: ['btn_edit'] });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(screen.queryByRole('button', { name: '新增子级' })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
  });
});

describe('expand icons', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test.each([
    ['without', []],
    ['with', [{ value: 'batchRemove', label: '批量删除' }]],
  ])('sit in the first data column %s a selection column', async (_with, extra) => {
    const { container } = renderListPage({
      columnData: {
        type: 5,
        parentField: 'parentId',
        btnsList: [{ value: 'add', label: '新增' }, ...extra],
      },
      rows,
      granted: ['btn_add', 'btn_batchRemove'],
    });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(container.querySelectorAll('tbody .ant-table-selection-column').length > 0).toBe(extra.length > 0);
    const icon = within(rowOf('张三')).getByRole('button', { name: /expand|展开/i });
    expect(icon.closest('td')?.getAttribute('data-column')).toBe('name');
  });
});
