import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiFunction } from '../../../engine-core/services';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const page: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  'x-data': { state: { category: { id: 't1', isTree: 1 } } },
  properties: {
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'rows.list',
        pagination: false,
        columns: [
          { title: '名称', dataIndex: 'fullName' },
          {
            title: '操作',
            render: 'actions',
            actions: [
              {
                label: '编辑',
                action: {
                  action: 'openDialog',
                  dialog: 'item.dialog',
                  record: { id: '{{ $record.id }}', typeId: '{{ $state.category.id }}' },
                  onSuccess: { action: 'refresh', target: 'table' },
                },
              },
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
              {
                label: '新建',
                action: {
                  action: 'openDialog',
                  dialog: 'item.dialog',
                  record: { typeId: '{{ $state.category.id }}' },
                  onSuccess: { action: 'refresh', target: 'table' },
                },
              },
            ],
          },
        },
      },
    },
  },
};

function dialog(shell: 'SchemaDialog' | 'SchemaDrawer' = 'SchemaDialog'): ScreenSchema {
  const args =
    "{{ $helpers.merge($values, { parentId: $helpers.replaceIfEqual($values.parentId, $values.typeId, '0') }) }}";
  return {
    schemaVersion: 2,
    type: 'object',
    'x-component': shell,
    'x-component-props': {
      title: "{{ $record.id ? '编辑字典' : '新建字典' }}",
      width: 600,
      initialValues: { typeId: '{{ $record.typeId }}', parentId: '{{ $record.typeId }}' },
      load: {
        api: 'rows.info',
        when: '{{ !!$record.id }}',
        args: { id: '{{ $record.id }}' },
        values:
          "{{ $helpers.merge($result, { parentId: $helpers.replaceIfEqual($result.parentId, '0', $result.typeId) }) }}",
      },
      submit: [
        { action: 'api', api: 'rows.update', when: '{{ !!$values.id }}', args },
        { action: 'api', api: 'rows.create', when: '{{ !$values.id }}', args },
      ],
    },
    properties: {
      parentId: {
        type: 'string',
        title: '上级',
        'x-decorator': 'FormItem',
        'x-component': 'TreeSelect',
        'x-component-props': { fieldNames: { label: 'fullName', value: 'id', children: 'children' } },
        'x-data': { options: { api: 'rows.parents', args: { typeId: '{{ $record.typeId }}' } } },
        'x-validator': [{ required: true, message: '请选择' }],
      },
      fullName: {
        type: 'string',
        title: '名称',
        'x-decorator': 'FormItem',
        'x-component': 'Input',
        'x-validator': [
          { required: true, message: '请输入名称' },
          { max: 50, message: '字典名称最多为50个字符！' },
        ],
      },
    },
  };
}

function apis(overrides: Record<string, ApiFunction> = {}) {
  return {
    'rows.list': vi.fn(async () => ({ list: [{ id: 'r1', fullName: '旧名' }] })),
    'rows.parents': vi.fn(async () => ({
      list: [{ id: 't1', fullName: '学科分类', children: [{ id: 'p1', fullName: '理学' }] }],
    })),
    'rows.info': vi.fn(async () => ({ id: 'r1', typeId: 't1', parentId: '0', fullName: '旧名' })),
    'rows.create': vi.fn(async () => ({ code: 200, msg: '新建成功', data: null })),
    'rows.update': vi.fn(async () => ({ code: 200, msg: '修改成功', data: null })),
    ...overrides,
  };
}

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const nameInput = () => within(modal()).getByRole('textbox') as HTMLInputElement;

describe('SchemaDialog', { timeout: 20000 }, () => {
  test('create: title, initial values, remote options, spec messages, submit, close and refresh', async () => {
    const api = apis();
    const services = fakeServices(api);
    renderScreen(page, services, { 'item.dialog': dialog() });
    await waitFor(() => expect(api['rows.list']).toHaveBeenCalledTimes(1));
    fireEvent.click(screen.getByRole('button', { name: /新\s*建/ }));

    expect(await screen.findByText('新建字典')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(api['rows.parents']).toHaveBeenCalledWith({ typeId: 't1' }));
    // the parent defaults to the type and shows its name once the options arrived
    await waitFor(() => expect(within(modal()).getByText('学科分类')).toBeInstanceOf(HTMLElement));

    await act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));
    expect(await within(modal()).findByText('请输入名称')).toBeInstanceOf(HTMLElement);
    expect(api['rows.create']).not.toHaveBeenCalled();

    fireEvent.change(nameInput(), { target: { value: '名'.repeat(51) } });
    expect(await within(modal()).findByText('字典名称最多为50个字符！')).toBeInstanceOf(HTMLElement);
    fireEvent.change(nameInput(), { target: { value: '数学' } });
    await act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));

    await waitFor(() =>
      expect(api['rows.create']).toHaveBeenCalledWith({ typeId: 't1', parentId: '0', fullName: '数学' }),
    );
    expect(api['rows.update']).not.toHaveBeenCalled();
    expect(services.toast).toHaveBeenCalledWith('新建成功', 'success', 1.5);
    await waitFor(() => expect(api['rows.list']).toHaveBeenCalledTimes(2));
    // closing (jsdom never ends the leave animation, a browser then removes the dialog: see the e2e test)
    await waitFor(() => expect(modal().className).toContain('ant-zoom-leave'));
  });

  test('edit: the record is loaded by API name, mapped, and saved through update', async () => {
    const api = apis();
    renderScreen(page, fakeServices(api), { 'item.dialog': dialog() });
    fireEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }));
    expect(await screen.findByText('编辑字典')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(nameInput().value).toBe('旧名'));
    expect(api['rows.info']).toHaveBeenCalledWith({ id: 'r1' });
    fireEvent.change(nameInput(), { target: { value: '新名' } });
    await act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() =>
      expect(api['rows.update']).toHaveBeenCalledWith({ id: 'r1', typeId: 't1', parentId: '0', fullName: '新名' }),
    );
  });

  test('a refused submit keeps the dialog open and refreshes nothing', async () => {
    const api = apis({ 'rows.create': vi.fn(() => Promise.reject(new Error('名称重复'))) });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderScreen(page, fakeServices(api), { 'item.dialog': dialog() });
    fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
    await screen.findByText('新建字典');
    fireEvent.change(nameInput(), { target: { value: '数学' } });
    await act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(api['rows.create']).toHaveBeenCalled());
    expect(screen.getByText('新建字典')).toBeInstanceOf(HTMLElement);
    expect(api['rows.list']).toHaveBeenCalledTimes(1);
  });

  test('SchemaDrawer shows the same form in a drawer, with cancel closing it unsaved', async () => {
    const api = apis();
    renderScreen(page, fakeServices(api), { 'item.dialog': dialog('SchemaDrawer') });
    fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
    expect(await screen.findByText('新建字典')).toBeInstanceOf(HTMLElement);
    const drawer = document.querySelector('.ant-drawer') as HTMLElement;
    expect(drawer).toBeInstanceOf(HTMLElement);
    await act(async () => fireEvent.click(within(drawer).getByRole('button', { name: /取\s*消/ })));
    await waitFor(() => expect(document.querySelector('.ant-drawer-open')).toBeNull());
    expect(api['rows.create']).not.toHaveBeenCalled();
  });
});
