import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const levels: Record<string, { id: string; fullName: string; isLeaf: boolean }[]> = {
  '-1': [{ id: 'bj', fullName: '北京市', isLeaf: false }],
  bj: [{ id: 'bjc', fullName: '北京城区', isLeaf: true }],
};

function setup(record: Record<string, unknown>) {
  const selector = vi.fn(async (args?: Record<string, unknown>) => ({ list: levels[String(args?.id)] ?? [] }));
  const save = vi.fn(async () => ({ code: 200, msg: 'ok', data: null }));
  const page: ScreenSchema = {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Toolbar',
    'x-component-props': { buttons: [{ label: '打开', action: { action: 'openDialog', dialog: 'd', record } }] },
  };
  const dialog: ScreenSchema = {
    schemaVersion: 2,
    type: 'object',
    'x-component': 'SchemaDialog',
    'x-component-props': {
      title: '区域',
      initialValues: { parentId: '{{ $record.parentId }}', parentName: '{{ $record.parentName }}' },
      submit: { action: 'api', api: 'area.save', args: '{{ $values }}' },
    },
    properties: {
      parentId: {
        type: 'string',
        title: '区域上级',
        'x-decorator': 'FormItem',
        'x-component': 'LazyTreeSelect',
        'x-component-props': {
          api: 'area.selector',
          args: { areaId: 'self' },
          rootLabel: '顶级节点',
          labelField: 'parentName',
        },
      },
    },
  };
  renderScreen(page, fakeServices({ 'area.selector': selector, 'area.save': save }), { d: dialog });
  return { selector, save };
}

describe('LazyTreeSelect', () => {
  test(
    'shows a deep value by its name before its branch is loaded; loads the top level with fixed args',
    { timeout: 20_000 },
    async () => {
      const { selector } = setup({ parentId: 'bjc', parentName: '北京城区' });
      await act(async () => fireEvent.click(screen.getByRole('button', { name: '打 开' })));
      await screen.findByText('北京城区');
      await waitFor(() => expect(selector).toHaveBeenCalledWith({ areaId: 'self', id: '-1' }));
    },
  );

  test('the top node 顶级节点 can be chosen and is sent as -1', { timeout: 20_000 }, async () => {
    const { save } = setup({ parentId: '-1', parentName: '顶级节点' });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '打 开' })));
    await screen.findByText('顶级节点');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(save).toHaveBeenCalledWith(expect.objectContaining({ parentId: '-1' })));
  });
});
