import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const categories = {
  list: [
    {
      id: '0',
      fullName: '业务字典',
      children: [
        { id: 'g', fullName: '会员相关', children: [{ id: 'm', fullName: '会员类型', isTree: 0, children: [] }] },
        { id: 'e', fullName: '学历', isTree: 0, children: null },
      ],
    },
    { id: '1', fullName: '系统字典', children: [{ id: 's', fullName: '性别', isTree: 0 }] },
  ],
};

const schema: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    tree: {
      type: 'void',
      'x-component': 'TreePanel',
      'x-data': { region: 'left' },
      'x-component-props': {
        api: 'types.tree',
        stateKey: 'category',
        title: '数据字典',
        menu: [{ label: '分类管理', action: { action: 'toast', message: "{{ '管理 ' + $state.category.fullName }}" } }],
      },
    },
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'rows.list',
        when: '{{ !!$state.category }}',
        args: { typeId: '{{ $state.category?.id }}' },
        pagination: false,
        columns: [{ title: '名称', dataIndex: 'fullName' }],
      },
      properties: {
        toolbar: {
          type: 'void',
          'x-component': 'Toolbar',
          'x-component-props': {
            buttons: [
              {
                label: '新建',
                type: 'primary',
                icon: 'plus',
                disabled: "{{ !$state.category || $state.category.id === '0' || $state.category.id === '1' }}",
                action: { action: 'toast', message: 'add' },
              },
            ],
          },
        },
      },
    },
  },
};

const menuItem = async (label: string) => {
  fireEvent.click(screen.getByTestId('tree-menu'));
  return screen.findByText(label);
};

describe('TreePanel', { timeout: 20000 }, () => {
  test('selects the first leaf, shares it through $state, and the table and toolbar follow', async () => {
    const tree = vi.fn(async () => categories);
    const list = vi.fn(async () => ({ list: [] }));
    renderScreen(schema, fakeServices({ 'types.tree': tree, 'rows.list': list }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ typeId: 'm' }));
    const add = screen.getByRole('button', { name: /新\s*建/ });
    expect(add.hasAttribute('disabled')).toBe(false);

    fireEvent.click(screen.getByText('业务字典'));
    await waitFor(() => expect(add.hasAttribute('disabled')).toBe(true));
    expect(list).toHaveBeenLastCalledWith({ typeId: '0' });

    fireEvent.click(screen.getByText('学历'));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ typeId: 'e' }));
    expect(add.hasAttribute('disabled')).toBe(false);
    // clicking the selected node again keeps it selected
    fireEvent.click(screen.getByText('学历'));
    expect(document.querySelector('.ant-tree-node-selected')?.textContent).toBe('学历');
  });

  test('the filter keeps matches with their ancestors', async () => {
    renderScreen(
      schema,
      fakeServices({ 'types.tree': async () => categories, 'rows.list': async () => ({ list: [] }) }),
    );
    await screen.findByText('会员类型');
    fireEvent.change(screen.getByPlaceholderText('输入关键字'), { target: { value: '性' } });
    await waitFor(() => expect(screen.queryByText('会员类型')).toBeNull());
    expect(screen.getByText('系统字典')).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('性别')).toBeInstanceOf(HTMLElement);
    fireEvent.change(screen.getByPlaceholderText('输入关键字'), { target: { value: '' } });
    await screen.findByText('会员类型');
  });

  test('the menu refreshes (keeping the selection), collapses, expands and runs extra actions', async () => {
    const tree = vi.fn(async () => categories);
    const services = fakeServices({ 'types.tree': tree, 'rows.list': async () => ({ list: [] }) });
    renderScreen(schema, services);
    await screen.findByText('会员类型');
    fireEvent.click(screen.getByText('学历'));

    const refresh = await menuItem('刷新数据');
    await act(async () => fireEvent.click(refresh));
    await waitFor(() => expect(tree).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(document.querySelector('.ant-tree-node-selected')?.textContent).toBe('学历'));

    fireEvent.click(await menuItem('折叠全部'));
    await waitFor(() => expect(screen.queryByText('学历')).toBeNull());
    fireEvent.click(await menuItem('展开全部'));
    await screen.findByText('会员类型');

    const manage = await menuItem('分类管理');
    await act(async () => fireEvent.click(manage));
    expect(services.toast).toHaveBeenCalledWith('管理 学历', 'info', undefined);
  });
});
