import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFunction } from '../../engine-core/services';
import { defaultRegistry } from '../../widgets';
import { EngineProvider } from '../EngineProvider';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { ModelListPage } from './ModelListPage';

const formData = (popupType: string) =>
  JSON.stringify({
    popupType,
    drawerWidth: '500px',
    fields: [
      { __vModel__: 'name', __config__: { jnpfKey: 'input', label: '姓名', required: true } },
      {
        __vModel__: 'level',
        __config__: { jnpfKey: 'radio', label: '等级', dataType: 'static' },
        options: [
          { id: '1', fullName: '普通' },
          { id: '2', fullName: '高级' },
        ],
        props: { label: 'fullName', value: 'id' },
      },
    ],
  });

const columnData = JSON.stringify({
  columnList: [
    { prop: 'name', label: '姓名', jnpfKey: 'input', width: 120 },
    { prop: 'level', label: '等级', jnpfKey: 'radio', sortable: true },
  ],
  searchList: [{ prop: 'name', label: '姓名', jnpfKey: 'input', searchType: 2, __config__: { jnpfKey: 'input' } }],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'batchRemove', label: '批量删除' },
  ],
  columnBtnsList: [
    { value: 'edit', label: '编辑' },
    { value: 'remove', label: '删除' },
  ],
  useBtnPermission: true,
  hasPage: true,
  pageSize: 20,
  defaultSidx: 'name',
  sort: 'desc',
});

interface SetupOptions {
  popupType?: string;
  configReply?: unknown;
  granted?: string[];
  record?: string;
  list?: ApiFunction;
  formDataText?: string;
}

function setup(options: SetupOptions = {}) {
  const calls: { name: string; args?: Record<string, unknown> }[] = [];
  const reply =
    (name: string, value: unknown): ApiFunction =>
    async (args) => {
      calls.push({ name, args });
      return value;
    };
  const api: Record<string, ApiFunction> = {
    'onlineDev.config': reply(
      'onlineDev.config',
      options.configReply ?? {
        code: 200,
        msg: '',
        data: {
          id: 'vd-1',
          fullName: '测试',
          formData: options.formDataText ?? formData(options.popupType ?? 'general'),
          columnData,
        },
      },
    ),
    'onlineDev.list': reply('onlineDev.list', {
      list: [{ id: 'r1', name: '张三', level: '2' }],
      pagination: { currentPage: 1, pageSize: 20, total: 1 },
    }),
    ...(options.list ? { 'onlineDev.list': options.list } : {}),
    'onlineDev.info': reply('onlineDev.info', { id: 'r1', data: options.record ?? '{"name":"张三","level":"2"}' }),
    'onlineDev.update': reply('onlineDev.update', { code: 200, msg: '修改成功', data: null }),
  };
  const services = createFakeServices({ overrides: { api } });
  const granted = new Set(options.granted ?? ['btn_add', 'btn_edit', 'btn_remove', 'btn_batchRemove']);
  const utils = render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ModelListPage modelId="vd-1" menuId="m-1" hasPermission={(code) => granted.has(code)} />
    </EngineProvider>,
  );
  return { ...utils, calls, services };
}

// the first render loads the whole widget registry: slow on a busy machine
const LOADED = { timeout: 10_000 };

describe('ModelListPage', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('columns, option labels and the query from columnData', async () => {
    const { calls, container } = setup();
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(await screen.findByText('高级', {}, LOADED)).toBeInstanceOf(HTMLElement);
    const headers = [...container.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['序号', '姓名', '等级', '操作']));
    expect(calls.find((c) => c.name === 'onlineDev.list')?.args).toMatchObject({
      modelId: 'vd-1',
      currentPage: 1,
      pageSize: 20,
      sidx: '-name',
      menuId: 'm-1',
    });
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInstanceOf(HTMLElement);
    expect(container.querySelector('[data-model-search] [data-field="name"]')).not.toBeNull();
  });

  test('while the list loads only the spinner shows: no 暂无数据 and no 共 0 条 under it', async () => {
    let answer: (value: unknown) => void = () => undefined;
    const pending = new Promise((resolve) => (answer = resolve));
    setup({ list: () => pending });
    await waitFor(() => expect(document.querySelector('.ant-table-wrapper .ant-spin-spinning')).not.toBeNull(), LOADED);
    expect(screen.queryByText('暂无数据')).toBeNull();
    expect(screen.queryByText('共 0 条')).toBeNull();
    answer({ list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } });
    expect(await screen.findByText('暂无数据', {}, LOADED)).toBeInstanceOf(HTMLElement);
    expect(screen.getByText('共 0 条')).toBeInstanceOf(HTMLElement);
  });

  test('buttons the menu does not grant are not offered', async () => {
    setup({ granted: ['btn_edit'] });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(screen.queryByRole('button', { name: /新\s*增/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /删\s*除/ })).toBeNull();
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeInstanceOf(HTMLElement);
  });

  test.each([
    ['general', '.ant-modal'],
    ['drawer', '.ant-drawer'],
  ])('add opens the model form as %s', async (popupType, selector) => {
    setup({ popupType });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, LOADED));
    await waitFor(() => expect(document.querySelector(`[data-model-layer="${popupType}"]`)).not.toBeNull(), LOADED);
    const layer = document.querySelector(`[data-model-layer="${popupType}"]`)!;
    expect(layer.closest(selector)).not.toBeNull();
    expect(layer.querySelector('[data-field="name"]')).not.toBeNull();
  });

  test('edit loads the record into the form', async () => {
    const { calls } = setup();
    await userEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }, LOADED));
    await waitFor(() => expect(document.querySelector('[data-record-mode="edit"]')).not.toBeNull(), LOADED);
    const layer = document.querySelector('[data-model-layer="general"]') as HTMLElement;
    await waitFor(() => expect((within(layer).getByRole('textbox') as HTMLInputElement).value).toBe('张三'), LOADED);
    expect(calls.find((c) => c.name === 'onlineDev.info')?.args).toMatchObject({ id: 'r1' });
  });

  test('edit sends back the hidden f_version it loaded, with the change', async () => {
    // the version has no field in the form: Formily keeps it because it came in the initial values
    const { calls } = setup({ record: '{"name":"张三","level":"2","f_version":3}' });
    await userEvent.click(await screen.findByRole('button', { name: /编\s*辑/ }, LOADED));
    const layer = await waitFor(() => document.querySelector('[data-model-layer="general"]') as HTMLElement, LOADED);
    const name = await waitFor(() => within(layer).getByDisplayValue('张三'), LOADED);
    await userEvent.clear(name);
    await userEvent.type(name, '李四');
    await userEvent.click(screen.getByRole('button', { name: /确\s*定/ }));
    await waitFor(() => expect(calls.some((c) => c.name === 'onlineDev.update')).toBe(true), LOADED);
    const sent = calls.find((c) => c.name === 'onlineDev.update')?.args;
    expect(sent).toMatchObject({ modelId: 'vd-1', id: 'r1' });
    expect(JSON.parse(String(sent?.data))).toEqual({ name: '李四', level: '2', f_version: 3 });
  });

  test('a refused Config shows the server message, not a blank page', async () => {
    setup({ configReply: { code: 400, msg: '该表单已删除', data: null } });
    expect(await screen.findByText('该表单已删除', {}, LOADED)).toBeInstanceOf(HTMLElement);
  });

  test('a model with a located problem lists it and still offers 新增 and 编辑 for the fields that render', async () => {
    const model = JSON.parse(formData('general')) as { fields: unknown[] };
    model.fields.push({ __vModel__: 'broken', __config__: { label: '坏字段' } }); // no jnpfKey
    setup({ formDataText: JSON.stringify(model) });
    await waitFor(() => expect(screen.getByText('张三')).toBeInstanceOf(HTMLElement), LOADED);
    expect(document.body.textContent).toContain('jnpfKey');
    expect(screen.getByRole('button', { name: /新\s*增/ })).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: /编\s*辑/ })).toBeInstanceOf(HTMLElement);
  });
});
