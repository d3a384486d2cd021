import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { describe, expect, test, vi } from 'vitest';
import type { ApiFunction, EngineServices } from '../../../engine-core/services';
import { defaultRegistry } from '../../../widgets';
import { EngineProvider } from '../../EngineProvider';
import { ScreenRenderer } from '../ScreenRenderer';
import { fakeServices } from '../testing/fakeServices';
import type { ScreenSchema } from '../types';

function tableScreen(customColumns: unknown): ScreenSchema {
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
          pagination: false,
          customColumns,
          columns: [
            { title: '名称', dataIndex: 'fullName' },
            { title: '编码', dataIndex: 'enCode' },
            { title: '排序', dataIndex: 'sortCode' },
            {
              title: '操作',
              render: 'actions',
              actions: [{ label: '编辑', action: { action: 'toast', message: 'x' } }],
            },
          ],
        },
      },
    },
  };
}

const list: ApiFunction = async () => ({ list: [{ id: 'r1', fullName: '甲', enCode: 'a', sortCode: 1 }] });
const headers = () => [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent);

function show(schema: ScreenSchema, services: EngineServices, menuId = 'm-test') {
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider widgets={defaultRegistry} services={services}>
        <ScreenRenderer schema={schema} params={{ menuId }} />
      </EngineProvider>
    </ConfigProvider>,
  );
}

const rowOf = (container: HTMLElement, prop: string) =>
  container.querySelector(`[data-column-prop="${prop}"]`) as HTMLElement;

describe('column settings of CrudTable', { timeout: 20000 }, () => {
  test('no button unless the schema allows custom columns', async () => {
    show(tableScreen(undefined), fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']));
    expect(screen.queryByRole('button', { name: '列表显示设置' })).toBeNull();
  });

  test('the drawer hides and reorders columns, saved per menu in local storage and read back', async () => {
    localStorage.clear();
    const first = show(tableScreen(true), fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']));
    fireEvent.click(screen.getByRole('button', { name: '列表显示设置' }));
    const drawer = (await screen.findByText('列表显示设置', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer-content',
    ) as HTMLElement;
    // hide 编码, then drag 排序 onto 名称 (it takes its place)
    fireEvent.click(within(rowOf(drawer, 'enCode')).getByRole('checkbox'));
    const dataTransfer = { setData: vi.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(rowOf(drawer, 'sortCode'), { dataTransfer });
    fireEvent.dragOver(rowOf(drawer, 'fullName'), { dataTransfer });
    fireEvent.drop(rowOf(drawer, 'fullName'), { dataTransfer });
    expect([...drawer.querySelectorAll('[data-column-prop]')].map((e) => e.getAttribute('data-column-prop'))).toEqual([
      'sortCode',
      'fullName',
      'enCode',
    ]);
    // the table changes only on 确定
    expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']);
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(headers()).toEqual(['序号', '排序', '名称', '操作']));
    expect(JSON.parse(localStorage.getItem('jnpf_columns_m-test_table') ?? '[]')).toEqual([
      { prop: 'sortCode', label: '排序', visible: true },
      { prop: 'fullName', label: '名称', visible: true },
      { prop: 'enCode', label: '编码', visible: false },
    ]);
    first.unmount();

    // another visit of the menu reads them back; another menu does not
    const again = show(tableScreen(true), fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(headers()).toEqual(['序号', '排序', '名称', '操作']));
    again.unmount();
    show(tableScreen(true), fakeServices({ 'rows.list': list }), 'm-other');
    await waitFor(() => expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']));
  });

  test('the last visible column cannot be hidden; 恢复默认 in the drawer resets the draft', async () => {
    localStorage.clear();
    show(tableScreen(true), fakeServices({ 'rows.list': list }));
    fireEvent.click(await screen.findByRole('button', { name: '列表显示设置' }));
    const drawer = (await screen.findByText('列表显示设置', { selector: '.ant-drawer-title' })).closest(
      '.ant-drawer-content',
    ) as HTMLElement;
    fireEvent.click(within(rowOf(drawer, 'fullName')).getByRole('checkbox'));
    fireEvent.click(within(rowOf(drawer, 'enCode')).getByRole('checkbox'));
    expect(within(rowOf(drawer, 'sortCode')).getByRole('checkbox')).toHaveProperty('disabled', true);
    fireEvent.click(within(drawer).getByRole('button', { name: '恢复默认' }));
    expect(within(rowOf(drawer, 'fullName')).getByRole('checkbox')).toHaveProperty('checked', true);
  });

  test('the module variant reads the server list, saves each switch at once and restores the defaults', async () => {
    const load = vi.fn(async () => [
      { prop: 'enCode', label: '编码', visible: true },
      { prop: 'fullName', label: '名称', visible: false },
    ]);
    const save = vi.fn(async () => ({ code: 200, msg: '保存成功', data: null }));
    const services = fakeServices({ 'rows.list': list, 'columns.load': load, 'columns.save': save });
    show(tableScreen('module'), services, 'm-rules');
    await waitFor(() => expect(headers()).toEqual(['序号', '编码', '排序', '操作']));
    expect(load).toHaveBeenCalledWith({ moduleId: 'm-rules' });

    fireEvent.click(screen.getByRole('button', { name: '列表显示设置' }));
    const popover = (await screen.findByText('恢复默认')).closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(rowOf(popover, 'fullName')).getByRole('switch')));
    await waitFor(() =>
      expect(save).toHaveBeenLastCalledWith({
        moduleId: 'm-rules',
        columns: [
          { prop: 'enCode', label: '编码', visible: true },
          { prop: 'fullName', label: '名称', visible: true },
          { prop: 'sortCode', label: '排序', visible: true },
        ],
      }),
    );
    expect(services.toast).toHaveBeenCalledWith('保存成功', 'success', 1.5);
    await waitFor(() => expect(headers()).toEqual(['序号', '编码', '名称', '排序', '操作']));

    await act(async () => fireEvent.click(within(popover).getByRole('button', { name: '恢复默认' })));
    await waitFor(() => expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']));
    expect(save).toHaveBeenCalledTimes(2);
  });

  test('a refused save puts the previous columns back', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const save = vi.fn(() => Promise.reject(new Error('没有权限')));
    const services = fakeServices({ 'rows.list': list, 'columns.load': async () => [], 'columns.save': save });
    show(tableScreen('module'), services, 'm-rules');
    fireEvent.click(await screen.findByRole('button', { name: '列表显示设置' }));
    const popover = (await screen.findByText('恢复默认')).closest('.ant-popover') as HTMLElement;
    await act(async () => fireEvent.click(within(rowOf(popover, 'enCode')).getByRole('switch')));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(headers()).toEqual(['序号', '名称', '编码', '排序', '操作']));
  });
});
