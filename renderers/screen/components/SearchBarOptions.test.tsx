import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

/** A search field may list its options from an API (`x-data.options`), like dialog fields: a category filter. */
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
        categoryId: {
          type: 'string',
          title: '业务分类',
          'x-decorator': 'FormItem',
          'x-component': 'Select',
          'x-component-props': { fieldNames: { label: 'fullName', value: 'id' } },
          'x-data': { options: { api: 'categories', args: { typeId: 'businessType' } } },
        },
      },
    },
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      'x-component-props': {
        api: 'rows.list',
        pagination: false,
        args: { categoryId: "{{ $state.query?.categoryId || '' }}" },
        columns: [{ title: '名称', dataIndex: 'fullName' }],
      },
    },
  },
};

describe('SearchBar options from an API', { timeout: 20000 }, () => {
  test('the select lists the API options and the chosen one filters the table', async () => {
    const categories = vi.fn(async () => ({ list: [{ id: 'c1', fullName: '会员业务' }] }));
    const list = vi.fn(async () => ({ list: [] }));
    renderScreen(schema, fakeServices({ categories, 'rows.list': list }));
    await waitFor(() => expect(categories).toHaveBeenCalledWith({ typeId: 'businessType' }));
    fireEvent.mouseDown(document.querySelector('.ant-select-selector') as HTMLElement);
    fireEvent.click(await screen.findByTitle('会员业务'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: /查\s*询/ })));
    await waitFor(() => expect(list).toHaveBeenLastCalledWith({ categoryId: 'c1' }));
  });
});
