import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const rows = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${i + 1}`, fullName: `名称${i + 1}` }));

function tableScreen(props: Record<string, unknown> = {}): ScreenSchema {
  return {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    properties: {
      table: {
        type: 'void',
        'x-component': 'CrudTable',
        'x-component-props': {
          api: 'rows.list',
          columns: [{ title: '名称', dataIndex: 'fullName' }],
          ...props,
        },
      },
    },
  };
}

const bodyRows = () => document.querySelectorAll('.ant-table-tbody tr.ant-table-row');
const cellTexts = (column: number) =>
  [...bodyRows()].map((tr) => (tr.querySelectorAll('td')[column] as HTMLElement).textContent);

// the first render pays for antd's style generation and the widget registry
describe('CrudTable', { timeout: 20000 }, () => {
  test('an empty answer shows 暂无数据', async () => {
    renderScreen(tableScreen(), fakeServices({ 'rows.list': async () => ({ list: [] }) }));
    expect(await screen.findByText('暂无数据')).toBeInstanceOf(HTMLElement);
  });

  test('while the list loads only the spinner shows: no 暂无数据 and no 共 0 条 under it', async () => {
    let answer: (value: { list: Record<string, unknown>[] }) => void = () => undefined;
    const pending = new Promise<{ list: Record<string, unknown>[] }>((resolve) => (answer = resolve));
    renderScreen(tableScreen(), fakeServices({ 'rows.list': () => pending }));
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).not.toBeNull());
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('共 0 条')).toBeNull();
    answer({ list: [] });
    expect(await screen.findByText('暂无数据')).toBeInstanceOf(HTMLElement);
  });

  test('client-side pages of 20 with a running index, total and the page sizes 20/50/100/500', async () => {
    renderScreen(tableScreen(), fakeServices({ 'rows.list': async () => ({ list: rows(45) }) }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(cellTexts(0).slice(0, 3)).toEqual(['1', '2', '3']);
    expect(screen.getByText('共 45 条')).toBeInstanceOf(HTMLElement);
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(cellTexts(0)).toEqual(['41', '42', '43', '44', '45']);
    expect(cellTexts(1)[0]).toBe('名称41');
    fireEvent.mouseDown(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['20 条/页', '50 条/页', '100 条/页', '500 条/页']);
  });

  test('a server that pages is asked for the page and its total is shown', async () => {
    const list = vi.fn(async (args?: Record<string, unknown>) => {
      const page = Number(args?.currentPage);
      const size = Number(args?.pageSize);
      return {
        list: rows(60).slice((page - 1) * size, page * size),
        pagination: { currentPage: page, pageSize: size, total: 60 },
      };
    });
    renderScreen(tableScreen({ args: { keyword: 'x' } }), fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(bodyRows()).toHaveLength(20));
    expect(list).toHaveBeenLastCalledWith({ keyword: 'x', currentPage: 1, pageSize: 20 });
    fireEvent.click(screen.getByTitle('2'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: 'x', currentPage: 2, pageSize: 20 }));
    await waitFor(() => expect(cellTexts(0)[0]).toBe('21'));
    expect(screen.getByText('共 60 条')).toBeInstanceOf(HTMLElement);
  });

  test('without pagination nothing pages and no paging arguments are sent', async () => {
    const list = vi.fn(async () => ({ list: rows(30) }));
    renderScreen(tableScreen({ pagination: false, index: false }), fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(bodyRows()).toHaveLength(30));
    expect(list).toHaveBeenCalledWith({});
    expect(document.querySelector('.ant-pagination')).toBeNull();
    expect(cellTexts(0)[0]).toBe('名称1');
  });

  test('tree rows get expand all / collapse all when every row has children', async () => {
    const tree = [
      { id: 'a', fullName: '理学', children: [{ id: 'a1', fullName: '数学', children: [] }] },
      { id: 'b', fullName: '工学', children: null },
    ];
    renderScreen(tableScreen(), fakeServices({ 'rows.list': async () => ({ list: tree }) }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: '展开全部' }));
    await waitFor(() => expect(screen.getByText('数学')).toBeInstanceOf(HTMLElement));
    // leaves lose their empty children: only 理学 has an expander
    expect(document.querySelectorAll('.ant-table-row-expand-icon:not(.ant-table-row-expand-icon-spaced)')).toHaveLength(
      1,
    );
    fireEvent.click(screen.getByRole('button', { name: '折叠全部' }));
    await waitFor(() => expect(screen.queryByText('数学')).toBeNull());
  });

  test('flat rows have no expand controls', async () => {
    renderScreen(tableScreen(), fakeServices({ 'rows.list': async () => ({ list: rows(2) }) }));
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    expect(screen.queryByRole('button', { name: '展开全部' })).toBeNull();
  });

  test('render kinds: tag, date and a status switch whose toggle runs its action with $record', async () => {
    const toggle = vi.fn(async () => ({ code: 200, msg: '更新成功', data: null }));
    const services = fakeServices({
      'rows.list': async () => ({ list: [{ id: 'r1', enabledMark: 1, createdAt: Date.UTC(2024, 6, 5, 0, 0) }] }),
      'rows.toggle': toggle,
    });
    renderScreen(
      tableScreen({
        columns: [
          {
            title: '标签',
            dataIndex: 'enabledMark',
            render: 'tag',
            options: [{ value: 1, label: '启用', color: 'success' }],
          },
          { title: '时间', dataIndex: 'createdAt', render: 'date', format: 'YYYY-MM-DD' },
          {
            title: '状态',
            dataIndex: 'enabledMark',
            render: 'switch',
            checkedLabel: '开',
            uncheckedLabel: '关',
            toggle: { action: 'api', api: 'rows.toggle', args: { id: '{{ $record.id }}' }, confirm: '切换?' },
          },
        ],
      }),
      services,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    const row = bodyRows()[0] as HTMLElement;
    expect(within(row).getByText('启用').className).toContain('ant-tag');
    expect(within(row).getByText('2024-07-05')).toBeInstanceOf(HTMLElement);
    const switchEl = within(row).getByRole('switch');
    expect(switchEl.getAttribute('aria-checked')).toBe('true');
    await act(async () => fireEvent.click(switchEl));
    expect(services.confirm).toHaveBeenCalledWith({ title: '提示', content: '切换?' });
    expect(toggle).toHaveBeenCalledWith({ id: 'r1' });
    expect(services.toast).toHaveBeenCalledWith('更新成功', 'success', 1.5);
  });

  test('a row action with a confirmation, then the table reloads', async () => {
    let data = rows(2);
    const remove = vi.fn(async (args?: Record<string, unknown>) => {
      data = data.filter((r) => r.id !== args?.id);
      return { code: 200, msg: '删除成功', data: null };
    });
    const services = fakeServices({ 'rows.list': async () => ({ list: data }), 'rows.remove': remove });
    renderScreen(
      tableScreen({
        columns: [
          { title: '名称', dataIndex: 'fullName' },
          {
            title: '操作',
            render: 'actions',
            actions: [
              {
                label: '删除',
                action: [
                  {
                    action: 'api',
                    api: 'rows.remove',
                    args: { id: '{{ $record.id }}' },
                    confirm: '此操作将永久删除该数据, 是否继续?',
                  },
                  { action: 'refresh', target: 'table' },
                ],
              },
            ],
          },
        ],
      }),
      services,
    );
    await waitFor(() => expect(bodyRows()).toHaveLength(2));
    await act(async () => fireEvent.click(within(bodyRows()[0] as HTMLElement).getByRole('button', { name: '删除' })));
    expect(services.confirm).toHaveBeenCalledWith({ title: '提示', content: '此操作将永久删除该数据, 是否继续?' });
    expect(remove).toHaveBeenCalledWith({ id: 'r1' });
    await waitFor(() => expect(cellTexts(1)).toEqual(['名称2']));
    expect(services.toast).toHaveBeenCalledWith('删除成功', 'success', 1.5);
  });
});
