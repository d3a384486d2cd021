import { render } from '@testing-library/react';
import type { ApiFunction } from '../../../engine-core/services';
import type { OptionItem } from '../../../engine-core/services';
import { defaultRegistry } from '../../../widgets';
import { EngineProvider } from '../../EngineProvider';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { ModelListPage } from '../ModelListPage';

/**
 * A model list page over fake OnlineDev calls, for the list-type tests: a small model (name, a level radio, a
 * parent id, an age) whose columnData the test completes with its list type.
 */

export const kitFormData = JSON.stringify({
  popupType: 'general',
  fields: [
    { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '姓名', required: true } },
    {
      __vModel__: 'level',
      __config__: { jnpfKey: 'radio', label: '等级', dataType: 'static' },
      // a change script, so inline rows are seen to run them
      on: { change: "({ data, setFormData }) => { setFormData('parentId', 'level-' + data) }" },
      options: [
        { id: '1', fullName: '普通' },
        { id: '2', fullName: '高级' },
      ],
      props: { label: 'fullName', value: 'id' },
    },
    { __vModel__: 'parentId', __config__: { jnpfKey: 'input', label: '上级' } },
    { __vModel__: 'age', __config__: { jnpfKey: 'inputNumber', label: '年龄' } },
  ],
});

export interface KitOptions {
  columnData: Record<string, unknown>;
  rows: Record<string, unknown>[];
  /** raw record text per id (onlineDev.info) */
  records?: Record<string, string>;
  granted?: string[];
  dictionaries?: Record<string, OptionItem[]>;
  /** replaces a call (to answer a refusal) */
  api?: Record<string, ApiFunction>;
}

export const kitColumns = [
  { prop: 'name', label: '姓名', jnpfKey: 'input' },
  { prop: 'level', label: '等级', jnpfKey: 'radio' },
  { prop: 'age', label: '年龄', jnpfKey: 'inputNumber' },
];

export function renderListPage(options: KitOptions) {
  const calls: { name: string; args?: Record<string, unknown> }[] = [];
  const reply =
    (name: string, value: (args?: Record<string, unknown>) => unknown): ApiFunction =>
    async (args) => {
      calls.push({ name, args });
      return value(args);
    };
  const columnData = JSON.stringify({
    columnList: kitColumns,
    btnsList: [{ value: 'add', label: '新增' }],
    columnBtnsList: [
      { value: 'edit', label: '编辑' },
      { value: 'remove', label: '删除' },
    ],
    useBtnPermission: true,
    hasPage: true,
    pageSize: 20,
    ...options.columnData,
  });
  const api: Record<string, ApiFunction> = {
    'onlineDev.config': reply('onlineDev.config', () => ({
      code: 200,
      msg: '',
      data: { id: 'vd-1', fullName: '测试', formData: kitFormData, columnData },
    })),
    'onlineDev.list': reply('onlineDev.list', () => ({
      list: options.rows,
      pagination: { currentPage: 1, pageSize: 20, total: options.rows.length },
    })),
    'onlineDev.info': reply('onlineDev.info', (args) => ({
      id: args?.id,
      data: options.records?.[String(args?.id)] ?? '{}',
    })),
    'onlineDev.update': reply('onlineDev.update', () => ({ code: 200, msg: '修改成功', data: null })),
    'onlineDev.create': reply('onlineDev.create', () => ({ code: 200, msg: '新建成功', data: { id: 'new' } })),
    ...options.api,
  };
  const services = createFakeServices({ overrides: { api }, dictionaries: options.dictionaries });
  const granted = new Set(options.granted ?? ['btn_add', 'btn_edit', 'btn_remove']);
  const utils = render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ModelListPage modelId="vd-1" menuId="m-1" hasPermission={(code) => granted.has(code)} />
    </EngineProvider>,
  );
  return { ...utils, calls, services };
}

/** The first render loads the whole widget registry: slow on a busy machine. */
export const LOADED = { timeout: 10_000 };

export const listCalls = (calls: { name: string; args?: Record<string, unknown> }[]) =>
  calls.filter((c) => c.name === 'onlineDev.list').map((c) => c.args ?? {});
