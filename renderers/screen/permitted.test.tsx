import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { fakeServices } from './testing/fakeServices';
import { renderScreen } from './testing/renderScreen';
import type { ScreenSchema } from './types';

/** A list with the usual CRUD controls, each tagged with the button permission it needs. */
const crudScreen: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'rows.list',
        columns: [
          { title: '名称', dataIndex: 'fullName' },
          { $preset: 'stateSwitch', api: 'rows.toggle', refresh: 'table' },
          {
            title: '操作',
            render: 'actions',
            actions: [
              { label: '编辑', auth: 'btn_edit', action: { action: 'message', text: 'edit' } },
              { label: '详情', auth: 'btn_detail', action: { action: 'message', text: 'detail' } },
              { $preset: 'deleteAction', api: 'rows.remove', refresh: 'table' },
            ],
          },
        ],
      },
      properties: {
        toolbar: {
          type: 'void',
          'x-component': 'Toolbar',
          'x-component-props': {
            buttons: [
              { label: '新建', auth: 'btn_add', type: 'primary', action: { action: 'message', text: 'add' } },
              { label: '导出', auth: 'btn_download', action: { action: 'message', text: 'export' } },
            ],
          },
        },
      },
    },
  },
} as ScreenSchema;

const services = () =>
  fakeServices({ 'rows.list': async () => ({ list: [{ id: 'r1', fullName: '甲', enabledMark: 1 }] }) });
const button = (name: string) => screen.queryByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

describe('buttons, row actions and switches follow the page’s button permissions', { timeout: 20000 }, () => {
  test('a user with add and detail only: no 编辑, 删除 or 导出, and the state switch is read-only', async () => {
    const granted = new Set(['btn_add', 'btn_detail']);
    renderScreen(crudScreen, services(), {}, (code) => granted.has(code));
    await waitFor(() => expect(screen.getByText('甲')).toBeInstanceOf(HTMLElement));
    expect(button('新建')).not.toBeNull();
    expect(button('详情')).not.toBeNull();
    expect(button('编辑')).toBeNull();
    expect(button('删除')).toBeNull();
    expect(button('导出')).toBeNull();
    const toggle = screen.getByRole('switch');
    expect(toggle.hasAttribute('disabled')).toBe(true);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
  });

  test('a user holding every code gets every control', async () => {
    renderScreen(crudScreen, services(), {}, () => true);
    await waitFor(() => expect(screen.getByText('甲')).toBeInstanceOf(HTMLElement));
    for (const name of ['新建', '导出', '编辑', '详情', '删除']) expect(button(name)).not.toBeNull();
    expect(screen.getByRole('switch').hasAttribute('disabled')).toBe(false);
  });
});
