import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test, vi } from 'vitest';
import type { ApiFunction } from '../../../engine-core/services';
import { fakeServices } from '../testing/fakeServices';
import { renderScreen } from '../testing/renderScreen';
import type { ScreenSchema } from '../types';

/** Dialog features beyond a plain form: footer buttons, read-only detail, staying open with a result, tables inside. */

function pageOpening(dialog: string, record: Record<string, unknown>): ScreenSchema {
  return {
    schemaVersion: 2,
    type: 'void',
    'x-component': 'Page',
    properties: {
      toolbar: {
        type: 'void',
        'x-component': 'Toolbar',
        'x-component-props': { buttons: [{ label: '打开', action: { action: 'openDialog', dialog, record } }] },
      },
    },
  };
}

function open(api: Record<string, ApiFunction>, dialog: ScreenSchema, record: Record<string, unknown> = {}) {
  const services = fakeServices(api);
  renderScreen(pageOpening('x.dialog', record), services, { 'x.dialog': dialog });
  fireEvent.click(screen.getByRole('button', { name: /打\s*开/ }));
  return services;
}
const modal = () => document.querySelector('.ant-modal') as HTMLElement;
/** the dialog once its schema loaded */
const opened = () =>
  waitFor(() => {
    const found = document.querySelector('.ant-modal');
    if (!found) throw new Error('no dialog yet');
    return found as HTMLElement;
  });

describe('dialog extras', { timeout: 20000 }, () => {
  test('a read-only detail: values as text, no OK, and a footer button that sees $record and $values', async () => {
    const remove = vi.fn(async () => ({ code: 200, msg: '删除成功', data: null }));
    const detail: ScreenSchema = {
      schemaVersion: 2,
      type: 'object',
      'x-component': 'SchemaDialog',
      'x-component-props': {
        title: '详情',
        readPretty: true,
        showOk: false,
        cancelText: '关闭',
        load: { api: 'rows.info', args: { id: '{{ $record.id }}' } },
        buttons: [
          {
            label: '删除',
            danger: true,
            visible: "{{ $values.kind === 'own' }}",
            action: [
              { action: 'api', api: 'rows.remove', args: { id: '{{ $record.id }}', kind: '{{ $values.kind }}' } },
              { action: 'closeDialog' },
            ],
          },
        ],
      },
      properties: { name: { type: 'string', title: '名称', 'x-decorator': 'FormItem', 'x-component': 'Input' } },
    };
    const services = open({ 'rows.info': async () => ({ name: '张三', kind: 'own' }), 'rows.remove': remove }, detail, {
      id: 'r1',
    });
    const dialog = await opened();
    await waitFor(() => expect(within(dialog).getByText('张三')).toBeInstanceOf(HTMLElement));
    expect(modal().querySelector('input')).toBeNull();
    expect(within(modal()).queryByRole('button', { name: /确\s*定/ })).toBeNull();
    expect(within(modal()).getByRole('button', { name: /关\s*闭/ })).toBeInstanceOf(HTMLElement);
    fireEvent.click(within(modal()).getByRole('button', { name: /删\s*除/ }));
    await waitFor(() => expect(remove).toHaveBeenCalledWith({ id: 'r1', kind: 'own' }));
    expect(services.toast).toHaveBeenCalledWith('删除成功', 'success', 1.5);
    // closing (jsdom never ends the leave animation; the e2e tests see the dialog go)
    await waitFor(() => expect(modal().className).toContain('ant-zoom-leave'));
  });

  test('keepOpen: a successful submit leaves the dialog open with values taken from the answer', async () => {
    const run = vi.fn(async () => [{ id: 1 }]);
    const preview: ScreenSchema = {
      schemaVersion: 2,
      type: 'object',
      'x-component': 'SchemaDialog',
      'x-component-props': {
        title: '预览',
        okText: '预览',
        initialValues: { value: 'a' },
        submit: { action: 'api', api: 'rows.run', args: { value: '{{ $values.value }}' }, success: false },
        keepOpen: { values: '{{ { result: JSON.stringify($result) } }}' },
      },
      properties: {
        value: { type: 'string', title: '参数', 'x-decorator': 'FormItem', 'x-component': 'Input' },
        result: { type: 'string', title: '结果', 'x-decorator': 'FormItem', 'x-component': 'Input.TextArea' },
      },
    };
    const services = open({ 'rows.run': run }, preview);
    fireEvent.click(await within(await opened()).findByRole('button', { name: /预\s*览/ }));
    await waitFor(() => expect((modal().querySelector('textarea') as HTMLTextAreaElement).value).toBe('[{"id":1}]'));
    expect(run).toHaveBeenCalledWith({ value: 'a' });
    expect(services.toast).not.toHaveBeenCalled();
    expect(within(modal()).getByText('预览', { selector: '.ant-modal-title' })).toBeInstanceOf(HTMLElement);
  });

  test('a CrudTable inside a dialog sees the dialog’s $record', async () => {
    const logs = vi.fn(async () => ({
      list: [{ id: 'l1', what: '运行' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    }));
    const log: ScreenSchema = {
      schemaVersion: 2,
      type: 'object',
      'x-component': 'SchemaDialog',
      'x-component-props': { title: '日志', showOk: false },
      properties: {
        logTable: {
          type: 'void',
          'x-component': 'CrudTable',
          'x-component-props': {
            api: 'rows.logs',
            args: { id: '{{ $record.id }}' },
            columns: [{ title: '内容', dataIndex: 'what' }],
          },
        },
      },
    };
    open({ 'rows.logs': logs }, log, { id: 'di-1' });
    const dialog = await opened();
    await waitFor(() => expect(within(dialog).getByText('运行')).toBeInstanceOf(HTMLElement));
    expect(logs).toHaveBeenCalledWith({ id: 'di-1', currentPage: 1, pageSize: 20 });
  });

  test('EditableTable: add, fill, pick options from a sibling field, single title flag, search, locked rows', async () => {
    const save = vi.fn(async () => ({ code: 200, msg: '保存成功', data: null }));
    const form: ScreenSchema = {
      schemaVersion: 2,
      type: 'object',
      'x-component': 'SchemaDialog',
      'x-component-props': {
        title: '模板',
        initialValues: {
          params: [
            { field: '@Title', fieldName: '标题' },
            { field: 'name', fieldName: '姓名' },
          ],
          vars: [],
        },
        submit: { action: 'api', api: 'rows.save', args: '{{ $values }}' },
      },
      properties: {
        params: {
          type: 'array',
          title: '参数',
          'x-decorator': 'FormItem',
          'x-component': 'EditableTable',
          'x-component-props': {
            searchable: true,
            lockedRows: { field: 'field', prefix: '@' },
            columns: [
              { title: '参数名称', dataIndex: 'field' },
              { title: '参数说明', dataIndex: 'fieldName' },
            ],
          },
        },
        vars: {
          type: 'array',
          title: '变量',
          'x-decorator': 'FormItem',
          'x-component': 'EditableTable',
          'x-component-props': {
            newRow: { isTitle: 0 },
            columns: [
              { title: '变量', dataIndex: 'smsField' },
              {
                title: '参数',
                dataIndex: 'field',
                type: 'select',
                optionsFrom: { field: 'params', label: 'field', value: 'field' },
              },
              {
                title: '标题',
                dataIndex: 'isTitle',
                type: 'checkbox',
                single: true,
                checkedValue: 1,
                uncheckedValue: 0,
              },
            ],
          },
        },
      },
    };
    open({ 'rows.save': save }, form);
    const dialog = await opened();
    const tables = () => dialog.querySelectorAll('[data-field-component="EditableTable"]');
    await waitFor(() => expect(tables()).toHaveLength(2));
    // the system parameter is text without a remove button; the custom one is editable
    const params = tables()[0] as HTMLElement;
    expect(within(params).getByText('@Title')).toBeInstanceOf(HTMLElement);
    expect(within(params).getAllByRole('button', { name: '删除' })).toHaveLength(1);
    fireEvent.change(within(params).getByPlaceholderText('输入关键字'), { target: { value: '姓名' } });
    await waitFor(() => expect(within(params).queryByText('@Title')).toBeNull());
    const vars = tables()[1] as HTMLElement;
    fireEvent.click(within(vars).getByRole('button', { name: /添加一行/ }));
    fireEvent.click(within(vars).getByRole('button', { name: /添加一行/ }));
    const inputs = () => within(vars).getAllByPlaceholderText('请输入');
    await waitFor(() => expect(inputs()).toHaveLength(2));
    fireEvent.change(inputs()[0], { target: { value: 'first' } });
    fireEvent.change(inputs()[1], { target: { value: 'second' } });
    const boxes = () => within(vars).getAllByRole('checkbox') as HTMLInputElement[];
    fireEvent.click(boxes()[0]);
    fireEvent.click(boxes()[1]);
    await waitFor(() => expect(boxes().map((b) => b.checked)).toEqual([false, true]));
    fireEvent.mouseDown(vars.querySelector('.ant-select-selector')!);
    fireEvent.click(await screen.findByTitle('name'));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    expect((save.mock.calls[0] as unknown[])[0]).toMatchObject({
      vars: [
        { smsField: 'first', field: 'name', isTitle: 0 },
        { smsField: 'second', field: '', isTitle: 1 },
      ],
    });
  });
});
