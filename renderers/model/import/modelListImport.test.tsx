import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFunction } from '../../../engine-core/services';
import { defaultRegistry } from '../../../widgets';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { EngineProvider } from '../../EngineProvider';
import { ModelListPage } from '../ModelListPage';

/** The model list page offers 导入 when columnData lists it (and the menu grants btn_upload), and refreshes after. */

const formData = JSON.stringify({
  fields: [{ __vModel__: 'name', __config__: { jnpfKey: 'input', label: '名称' } }],
});
const columnData = JSON.stringify({
  columnList: [{ prop: 'name', label: '名称', jnpfKey: 'input' }],
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'upload', label: '导入' },
  ],
  useBtnPermission: true,
});

function setup(granted: string[]) {
  const calls: string[] = [];
  const reply =
    (name: string, value: unknown): ApiFunction =>
    async () => {
      calls.push(name);
      return value;
    };
  const api: Record<string, ApiFunction> = {
    'onlineDev.config': reply('onlineDev.config', {
      code: 200,
      msg: '',
      data: { id: 'vd-1', fullName: '测试', formData, columnData },
    }),
    'onlineDev.list': reply('onlineDev.list', { list: [], pagination: { currentPage: 1, pageSize: 20, total: 0 } }),
    'modelImport.upload': reply('modelImport.upload', { name: 'stored.xlsx', url: '' }),
    'modelImport.preview': reply('modelImport.preview', {
      headerRow: [{ id: 'name', fullName: '名称', jnpfKey: 'input' }],
      dataRow: [{ name: '甲' }],
    }),
    'modelImport.importData': reply('modelImport.importData', { snum: 1, fnum: 0, resultType: 0, failResult: [] }),
  };
  const services = createFakeServices({ overrides: { api } });
  render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ModelListPage modelId="vd-1" menuId="m-1" hasPermission={(code) => granted.includes(code)} />
    </EngineProvider>,
  );
  return { calls };
}

const user = () => userEvent.setup({ applyAccept: false });
const button = (name: string) =>
  within(screen.getByRole('dialog')).getByRole('button', { name: new RegExp(`${name}$`) });

describe('model list import', { timeout: 30_000 }, () => {
  test('导入 opens the wizard; closing its result reloads the list', async () => {
    const { calls } = setup(['btn_add', 'btn_upload']);
    await user().click(await screen.findByRole('button', { name: /导入/ }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('dialog');
    const input = dialog.querySelector('input[type=file]') as HTMLInputElement;
    await user().upload(input, new File([new Uint8Array(8)], 'a.xlsx'));
    await within(dialog).findByText('a.xlsx');
    await user().click(button('下一步'));
    await waitFor(() => expect(calls).toContain('modelImport.preview'));
    await waitFor(() => expect(button('上一步').textContent).toBe('上一步'));
    await user().click(button('下一步'));
    expect((await within(dialog).findByText('导入成功，共 1 条数据')).textContent).toBe('导入成功，共 1 条数据');
    const listsBefore = calls.filter((c) => c === 'onlineDev.list').length;
    await user().click(button('关 闭'));
    await waitFor(() => expect(calls.filter((c) => c === 'onlineDev.list').length).toBe(listsBefore + 1));
  });

  test('without btn_upload the button is not offered', async () => {
    setup(['btn_add']);
    expect((await screen.findByRole('button', { name: /新增/ }, { timeout: 10_000 })).textContent).toMatch(/新增/);
    expect(screen.queryByRole('button', { name: /导入/ })).toBeNull();
  });
});
