import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

/** A drawer hosting a table (字典分类管理): no OK/cancel footer, its actions reach the page's components. */
const page: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    pageTable: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': { api: 'page.list', pagination: false, columns: [{ title: '名称', dataIndex: 'fullName' }] },
      properties: {
        toolbar: {
          type: 'void',
          'x-component': 'Toolbar',
          'x-component-props': {
            buttons: [{ label: '管理', action: { action: 'openDialog', dialog: 'manage.drawer' } }],
          },
        },
      },
    },
  },
};

const drawer: ScreenSchema = {
  schemaVersion: 2,
  type: 'object',
  'x-component': 'SchemaDrawer',
  'x-component-props': { title: '分类管理', width: 700, footer: false },
  properties: {
    drawerTable: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'drawer.list',
        pagination: false,
        columns: [
          { title: '名称', dataIndex: 'fullName' },
          {
            title: '操作',
            render: 'actions',
            actions: [
              {
                label: '删除',
                visible: "{{ $record.id !== '0' }}",
                action: [
                  { action: 'api', api: 'drawer.remove', args: { id: '{{ $record.id }}' } },
                  { action: 'refresh', target: 'drawerTable' },
                  { action: 'refresh', target: 'pageTable' },
                ],
              },
            ],
          },
        ],
      },
    },
  },
};

describe('SchemaDrawer without a footer', { timeout: 20000 }, () => {
  test('shows its table without OK/cancel, hides actions by row and refreshes the page behind', async () => {
    const api = {
      'page.list': vi.fn(async () => ({ list: [{ id: 'p', fullName: '页面行' }] })),
      'drawer.list': vi.fn(async () => ({
        list: [
          { id: '0', fullName: '根' },
          { id: 'a', fullName: '甲' },
        ],
      })),
      'drawer.remove': vi.fn(async () => ({ code: 200, msg: '删除成功', data: null })),
    };
    renderScreen(page, fakeServices(api), { 'manage.drawer': drawer });
    fireEvent.click(await screen.findByRole('button', { name: /管\s*理/ }));
    const panel = (await screen.findByText('分类管理')).closest('.ant-drawer-content') as HTMLElement;
    await within(panel).findByText('甲');
    expect(within(panel).queryByRole('button', { name: /确\s*定/ })).toBeNull();
    expect(panel.querySelector('.ant-drawer-footer')).toBeNull();
    const rows = [...panel.querySelectorAll('tr.ant-table-row')] as HTMLElement[];
    expect(within(rows[0]).queryByRole('button', { name: /删\s*除/ })).toBeNull();
    await act(async () => fireEvent.click(within(rows[1]).getByRole('button', { name: /删\s*除/ })));
    await waitFor(() => expect(api['drawer.remove']).toHaveBeenCalledWith({ id: 'a' }));
    await waitFor(() => expect(api['drawer.list']).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(api['page.list']).toHaveBeenCalledTimes(2));
  });
});
