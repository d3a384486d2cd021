import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const schema: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  'x-data': { state: { query: {} } },
  properties: {
    search: {
      type: 'void',
      'x-component': 'SearchBar',
      'x-component-props': { stateKey: 'query' },
      properties: {
        keyword: {
          type: 'string',
          title: '关键词',
          'x-decorator': 'FormItem',
          'x-component': 'Input',
          'x-component-props': { placeholder: '请输入关键词查询' },
        },
      },
    },
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'rows.list',
        pagination: false,
        args: { keyword: "{{ $state.query?.keyword || '' }}" },
        columns: [{ title: '名称', dataIndex: 'fullName' }],
      },
    },
  },
};

describe('SearchBar', { timeout: 20000 }, () => {
  test('Enter searches, the search button searches, reset clears and searches again', async () => {
    const list = vi.fn(async () => ({ list: [] }));
    renderScreen(schema, fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(list).toHaveBeenCalledWith({ keyword: '' }));
    const input = screen.getByPlaceholderText('请输入关键词查询');

    fireEvent.change(input, { target: { value: '博士' } });
    // typing alone does not query
    expect(list).toHaveBeenCalledTimes(1);
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: '博士' }));

    fireEvent.change(input, { target: { value: '硕士' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: '硕士' }));

    await act(async () => fireEvent.click(screen.getByRole('button', { name: /重\s*置/ })));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ keyword: '' }));
    expect((input as HTMLInputElement).value).toBe('');
  });

  test('the same values searched twice do not query twice', async () => {
    const list = vi.fn(async () => ({ list: [] }));
    renderScreen(schema, fakeServices({ 'rows.list': list }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(1));
    const input = screen.getByPlaceholderText('请输入关键词查询');
    fireEvent.change(input, { target: { value: 'x' } });
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await act(async () => fireEvent.keyDown(input, { key: 'Enter' }));
    await waitFor(() => expect(list).toHaveBeenCalledTimes(2));
  });
});
