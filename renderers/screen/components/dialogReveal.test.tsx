import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

const page: ScreenSchema = {
  schemaVersion: 2,
  type: 'void',
  'x-component': 'Page',
  properties: {
    toolbar: {
      type: 'void',
      'x-component': 'Toolbar',
      'x-component-props': { buttons: [{ label: '新建', action: { action: 'openDialog', dialog: 'item.dialog' } }] },
    },
  },
};

const textField = (title: string, required: boolean) => ({
  type: 'string',
  title,
  'x-decorator': 'FormItem',
  'x-component': 'Input',
  ...(required ? { 'x-validator': [{ required: true, message: `请输入${title}` }] } : {}),
});

const dialog: ScreenSchema = {
  schemaVersion: 2,
  type: 'object',
  'x-component': 'SchemaDialog',
  'x-component-props': { title: '新建', submit: [{ action: 'api', api: 'rows.create', args: '{{ $values }}' }] },
  properties: {
    tabs: {
      type: 'void',
      'x-component': 'tab',
      properties: {
        one: {
          type: 'void',
          'x-component': 'tabItem',
          'x-component-props': { title: '基本' },
          properties: { fullName: textField('名称', false) },
        },
        two: {
          type: 'void',
          'x-component': 'tabItem',
          'x-component-props': { title: '更多' },
          properties: { enCode: textField('编码', true) },
        },
      },
    },
  },
};

const modal = () => document.querySelector('.ant-modal') as HTMLElement;

describe('a screen dialog whose bad field is on a tab not shown', { timeout: 20000 }, () => {
  test('OK opens the tab, marks it, focuses the field and toasts once; the mark goes when fixed', async () => {
    const create = vi.fn(async () => ({ code: 200, msg: '新建成功', data: null }));
    const services = fakeServices({ 'rows.create': create });
    renderScreen(page, services, { 'item.dialog': dialog });
    fireEvent.click(await screen.findByRole('button', { name: /新\s*建/ }));
    await within(document.body).findByText('更多');
    const active = () => modal().querySelector('.ant-tabs-tab-active')?.textContent;
    // the inputs of both panes, shown or not, in document order
    const code = () => modal().querySelectorAll('input')[1];
    const marked = () => [...modal().querySelectorAll('[data-has-error="true"]')].map((el) => el.textContent);
    expect(active()).toBe('基本');

    await act(async () => fireEvent.click(within(modal()).getByRole('button', { name: /确\s*定/ })));
    await waitFor(() => expect(document.activeElement).toBe(code()));
    expect(active()).toBe('更多');
    expect(marked()).toEqual(['更多']);
    expect(services.toast).toHaveBeenCalledTimes(1);
    expect(services.toast).toHaveBeenCalledWith('请检查表单', 'error');
    expect(create).not.toHaveBeenCalled();

    fireEvent.change(code(), { target: { value: 'A1' } });
    await waitFor(() => expect(marked()).toEqual([]));
  });
});
