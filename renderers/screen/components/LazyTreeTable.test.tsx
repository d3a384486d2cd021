import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';
import { expandOrder, findRow, lazyRows, withChildren } from './lazyTree';

const levels: Record<string, { id: string; fullName: string; hasChildren: boolean }[]> = {
  '-1': [
    { id: 'bj', fullName: '北京市', hasChildren: true },
    { id: 'tj', fullName: '天津市', hasChildren: false },
  ],
  bj: [{ id: 'bjc', fullName: '北京城区', hasChildren: true }],
  bjc: [{ id: 'hd', fullName: '海淀区', hasChildren: false }],
};

function setup() {
  const list = vi.fn(async (args?: Record<string, unknown>) => {
    const node = String(args?.nodeId);
    const keyword = String(args?.keyword ?? '');
    const rows = keyword
      ? Object.values(levels)
          .flat()
          .filter((r) => r.fullName.includes(keyword))
      : (levels[node] ?? []);
    return { list: rows };
  });
  const schema: ScreenSchema = {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    'x-data': { state: { keyword: '' } },
    properties: {
      areas: {
        type: 'void',
        'x-component': 'LazyTreeTable',
        'x-component-props': {
          api: 'area.list',
          args: { nodeId: '-1', keyword: '{{ $state.keyword }}' },
          childArgs: { nodeId: '{{ $record.id }}' },
          columns: [{ title: '区域名称', dataIndex: 'fullName' }],
        },
        properties: {
          toolbar: {
            type: 'void',
            'x-component': 'Toolbar',
            'x-component-props': {
              buttons: [
                { label: '刷新', action: { action: 'refresh', target: 'areas' } },
                { label: '搜索', action: { action: 'toast', message: 'x' } },
              ],
            },
          },
        },
      },
    },
  };
  const services = fakeServices({ 'area.list': list });
  renderScreen(schema, services);
  return { list };
}

const expander = (name: string) =>
  screen.getByText(name).closest('tr')!.querySelector('.ant-table-row-expand-icon') as HTMLElement;

describe('LazyTreeTable', () => {
  test('loads the top level, then a row’s children when it is first expanded', { timeout: 20_000 }, async () => {
    const { list } = setup();
    await screen.findByText('北京市');
    expect(list).toHaveBeenCalledWith({ nodeId: '-1', keyword: '' });
    // a leaf has no expander; a row with children has one before anything is loaded
    expect(screen.getByText('天津市').closest('tr')!.querySelector('.ant-table-row-expand-icon-spaced')).not.toBeNull();
    await act(async () => fireEvent.click(expander('北京市')));
    await screen.findByText('北京城区');
    expect(list).toHaveBeenLastCalledWith({ nodeId: 'bj' });
    // the index column numbers the top level only
    expect(screen.getByText('北京市').closest('tr')!.textContent).toContain('1');
  });

  test('a refresh reloads the top level and reopens the levels that were open', { timeout: 20_000 }, async () => {
    const { list } = setup();
    await screen.findByText('北京市');
    await act(async () => fireEvent.click(expander('北京市')));
    await screen.findByText('北京城区');
    await act(async () => fireEvent.click(expander('北京城区')));
    await screen.findByText('海淀区');
    levels.bjc = [...levels.bjc, { id: 'new', fullName: '新区', hasChildren: false }];
    list.mockClear();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '刷 新' })));
    await screen.findByText('新区');
    expect(list.mock.calls.map((c) => c[0]?.nodeId)).toEqual(['-1', 'bj', 'bjc']);
    levels.bjc = levels.bjc.filter((r) => r.id !== 'new');
  });

  test('an empty table says 暂无数据', async () => {
    const list = vi.fn(async () => ({ list: [] }));
    renderScreen(
      {
        schemaVersion: 2,
        type: 'void',
        'x-component': 'LazyTreeTable',
        'x-component-props': { api: 'area.list', columns: [{ title: '名称', dataIndex: 'fullName' }] },
      },
      fakeServices({ 'area.list': list }),
    );
    await waitFor(() => expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0));
  });
});

describe('lazy tree helpers', () => {
  const rows = lazyRows([
    { id: 'a', hasChildren: true, children: null },
    { id: 'b', hasChildren: false },
  ]);

  test('rows with children get an empty list, leaves none', () => {
    expect(rows).toEqual([
      { id: 'a', hasChildren: true, children: [] },
      { id: 'b', hasChildren: false },
    ]);
  });

  test('children are placed under their parent; none makes it a leaf', () => {
    const filled = withChildren(rows, 'id', 'a', [{ id: 'c' }]);
    expect(findRow(filled, 'id', 'c')).toEqual({ id: 'c' });
    expect(rows[0].children).toEqual([]);
    expect(withChildren(rows, 'id', 'a', [])[0]).toEqual({ id: 'a', hasChildren: true });
  });

  test('expand order keeps parents before children', () => {
    expect(expandOrder(['a', 'b'], ['b', 'c', 'a'])).toEqual(['a', 'b', 'c']);
    expect(expandOrder(['a', 'b'], ['b'])).toEqual(['b']);
  });
});
