import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';
import { displayedKeys, itemSelection, moduleSelection, normalizePermission } from './permissionTreeData';

const moduleTree = [
  {
    id: 'sys',
    fullName: '学会管理平台',
    type: 'system',
    children: [
      {
        id: 'dir',
        fullName: '系统管理',
        type: 'module',
        children: [
          { id: 'dict', fullName: '数据字典', type: 'module', children: null },
          { id: 'area', fullName: '区域管理', type: 'module', children: null },
        ],
      },
    ],
  },
];
const buttonTree = (modules: string) =>
  modules.includes('dict')
    ? [
        {
          id: 'sys',
          fullName: '学会管理平台',
          type: 'system',
          children: [
            {
              id: 'dict',
              fullName: '数据字典',
              type: 'module',
              children: [
                { id: 'dict.add', fullName: '新增', type: 'button', children: null },
                { id: 'dict.edit', fullName: '编辑', type: 'button', children: null },
              ],
            },
          ],
        },
      ]
    : [];

function setup() {
  const values = vi.fn(async (args?: Record<string, unknown>) => {
    const type = String(args?.type);
    const modules = String(args?.moduleIds ?? '');
    if (type === 'module') return { list: moduleTree, ids: ['sys', 'dir', 'dict'] };
    if (type === 'button') return { list: buttonTree(modules), ids: modules.includes('dict') ? ['dict.add'] : [] };
    return { list: [], ids: [] };
  });
  const save = vi.fn(async () => ({ code: 200, msg: '保存成功', data: null }));
  const page: ScreenSchema = {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Toolbar',
    'x-component-props': {
      buttons: [{ label: '权限', action: { action: 'openDialog', dialog: 'grant', record: { id: 'r1' } } }],
    },
  };
  const dialog: ScreenSchema = {
    schemaVersion: 2,
    type: 'object',
    'x-component': 'SchemaDialog',
    'x-component-props': {
      title: '角色权限',
      submit: { action: 'api', api: 'role.save', args: { roleId: '{{ $record.id }}', grant: '{{ $values.grant }}' } },
    },
    properties: {
      grant: {
        type: 'object',
        'x-component': 'PermissionTree',
        'x-component-props': { api: 'role.values', args: { roleId: '{{ $record.id }}' } },
      },
    },
  };
  renderScreen(page, fakeServices({ 'role.values': values, 'role.save': save }), { grant: dialog });
  return { values, save };
}

describe('PermissionTree', () => {
  test('loads every kind, ticks what is held, saves the changed menus and buttons', { timeout: 30_000 }, async () => {
    const { values, save } = setup();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '权 限' })));
    await screen.findByText('区域管理');
    await waitFor(() => expect(values).toHaveBeenCalledWith({ roleId: 'r1', type: 'form', moduleIds: 'sys,dir,dict' }));
    // 数据字典 is held: ticked; 区域管理 is not
    const checkbox = (name: string) =>
      screen.getByText(name).closest('.ant-tree-treenode')!.querySelector('.ant-tree-checkbox')!;
    expect(checkbox('数据字典').className).toContain('ant-tree-checkbox-checked');
    expect(checkbox('区域管理').className).not.toContain('ant-tree-checkbox-checked');
    await act(async () => fireEvent.click(checkbox('区域管理')));
    // the button tab shows the items of the ticked menus
    await act(async () => fireEvent.click(screen.getByRole('tab', { name: '按钮' })));
    await screen.findByText('编辑');
    await act(async () => fireEvent.click(checkbox('编辑')));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(save).toHaveBeenCalled());
    const grant = (save.mock.calls[0] as unknown as [{ grant: Record<string, string[]> }])[0].grant;
    expect([...grant.module].sort()).toEqual(['area', 'dict', 'dir', 'sys']);
    expect([...grant.button].sort()).toEqual(['dict.add', 'dict.edit']);
    expect(grant.column).toEqual([]);
  });
});

describe('permission tree helpers', () => {
  test('only held leaves are ticked (a held directory must not tick all below it)', () => {
    expect(displayedKeys(['sys', 'dir', 'dict'], moduleTree)).toEqual(['dict']);
  });

  test('a menu selection keeps half-ticked parents; an item selection keeps items of its kind only', () => {
    expect(moduleSelection(['dict'], ['dir', 'sys'])).toEqual(['dict', 'dir', 'sys']);
    expect(itemSelection(['sys', 'dict', 'dict.add'], buttonTree('dict'), 'button')).toEqual(['dict.add']);
  });

  test('a value of any shape reads as four id lists', () => {
    expect(normalizePermission({ module: ['a', 'a', 1] })).toEqual({
      module: ['a', '1'],
      button: [],
      column: [],
      form: [],
    });
    expect(normalizePermission(null)).toEqual({ module: [], button: [], column: [], form: [] });
  });
});
