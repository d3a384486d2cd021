import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import importDialog from '../../../schemas/system/config-import.dialog.json';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';
import { acceptsFile } from './acceptsFile';

test.each([
  ['dict.bdd', '.bdd', true],
  ['DICT.BDD', '.bdd', true],
  ['dict.bdd.txt', '.bdd', false],
  ['.bdd', '.bdd', false],
  ['a.xlsx', '.xls,.xlsx', true],
  ['a.xls', 'xls, xlsx', true],
  ['a.csv', '.xls,.xlsx', false],
  ['anything', '', true],
  ['anything', undefined, true],
])('acceptsFile(%j, %j) → %s', (name, accept, expected) => {
  expect(acceptsFile(name, accept)).toBe(expected);
});

/** A page opening the real config import dialog the way the dictionary drawer does, and once for a menu import. */
const page: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    toolbar: {
      type: 'void',
      'x-component': 'Toolbar',
      'x-component-props': {
        buttons: [
          {
            label: '导入',
            action: {
              action: 'openDialog',
              dialog: 'system/config-import.dialog',
              record: { accept: '.bdd' },
              submit: {
                action: 'api',
                api: 'x.import',
                args: { file: '{{ $values.file }}', type: '{{ $values.type }}' },
              },
              onSuccess: { action: 'toast', message: 'refreshed' },
            },
          },
          {
            label: '菜单导入',
            action: {
              action: 'openDialog',
              dialog: 'system/config-import.dialog',
              record: { accept: '.json', parentTree: [{ id: 'm1', fullName: '系统管理', children: [] }] },
              submit: { action: 'api', api: 'x.import', args: '{{ $values }}' },
            },
          },
        ],
      },
    },
  },
};

const modal = () => document.querySelector('.ant-modal') as HTMLElement;
const fileInput = () => modal().querySelector('input[type="file"]') as HTMLInputElement;
const choose = (name: string) =>
  act(async () => fireEvent.change(fileInput(), { target: { files: [new File(['{}'], name)] } }));
const ok = () => act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));

describe('the config import dialog with its FilePicker', { timeout: 20000 }, () => {
  test('required messages, a wrong type refused, removal confirmed, then the opener’s submit gets the values', async () => {
    const upload = vi.fn(async () => ({ code: 200, msg: '导入成功', data: null }));
    const services = fakeServices({ 'x.import': upload });
    renderScreen(page, services, { 'system/config-import.dialog': importDialog as ScreenSchema });
    fireEvent.click(screen.getByRole('button', { name: /^导\s*入$/ }));
    expect(await screen.findByText('识别重复')).toBeInstanceOf(HTMLElement);
    // no parent select unless the opener gives a tree
    expect(within(modal()).queryByText('上级')).toBeNull();
    await ok();
    expect(await within(modal()).findByText('请选择识别重复')).toBeInstanceOf(HTMLElement);
    expect(within(modal()).getByText('请上传文件')).toBeInstanceOf(HTMLElement);

    await choose('dict.json');
    expect(services.toast).toHaveBeenCalledWith('请选择.bdd类型的文件', 'error', 1.5);
    expect(within(modal()).queryByText('dict.json')).toBeNull();

    await choose('会员.bdd');
    expect(await within(modal()).findByText('会员.bdd')).toBeInstanceOf(HTMLElement);
    services.confirm.mockImplementationOnce(() => Promise.resolve(false));
    await act(async () => fireEvent.click(within(modal()).getByTitle('删除文件')));
    expect(services.confirm).toHaveBeenLastCalledWith({ title: '提示', content: '确定移除 会员.bdd？' });
    expect(within(modal()).getByText('会员.bdd')).toBeInstanceOf(HTMLElement);
    await act(async () => fireEvent.click(within(modal()).getByTitle('删除文件')));
    // the list item leaves with an animation jsdom never ends: the field value tells it is gone
    await ok();
    expect(await within(modal()).findByText('请上传文件')).toBeInstanceOf(HTMLElement);
    expect(services.confirm).toHaveBeenCalledTimes(2);

    await choose('会员.bdd');
    fireEvent.click(within(modal()).getByLabelText('追加'));
    await ok();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    const args = upload.mock.calls[0] as unknown as [{ file: File; type: number }];
    expect(args[0].type).toBe(1);
    expect(args[0].file).toBeInstanceOf(File);
    expect(args[0].file.name).toBe('会员.bdd');
    expect(services.toast).toHaveBeenCalledWith('导入成功', 'success', 1.5);
    await waitFor(() => expect(services.toast).toHaveBeenCalledWith('refreshed', 'info', undefined));
  });

  test('a menu import shows the parent select topped by node -1 and requires it', async () => {
    const upload = vi.fn(async () => ({ code: 200, msg: '导入成功', data: null }));
    renderScreen(page, fakeServices({ 'x.import': upload }), {
      'system/config-import.dialog': importDialog as ScreenSchema,
    });
    fireEvent.click(screen.getByRole('button', { name: /菜单导入/ }));
    expect(await screen.findByText('上级')).toBeInstanceOf(HTMLElement);
    await ok();
    expect(await within(modal()).findByText('上级菜单不能为空')).toBeInstanceOf(HTMLElement);
    fireEvent.mouseDown(modal().querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('顶级节点'));
    fireEvent.click(within(modal()).getByLabelText('跳过'));
    await choose('menu.json');
    await ok();
    await waitFor(() => expect(upload).toHaveBeenCalledTimes(1));
    expect(upload.mock.calls[0]).toMatchObject([{ parentId: '-1', type: 0 }]);
  });
});
