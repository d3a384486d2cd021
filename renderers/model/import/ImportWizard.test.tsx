import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ImportDataReply, ImportPreviewReply, ImportRow } from '../../../contract';
import { defaultRegistry } from '../../../widgets';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { EngineProvider } from '../../EngineProvider';
import { ImportWizard } from './ImportWizard';
import type { ImportWizardApi } from './wizardApi';

const preview: ImportPreviewReply = {
  headerRow: [
    { id: 'name', fullName: '名称', jnpfKey: 'input' },
    { id: 'level', fullName: '等级', jnpfKey: 'select', options: [{ id: '1', fullName: '普通' }, { id: '2', fullName: '重要' }] },
    { id: 'items', fullName: '明细', jnpfKey: 'table', children: [{ id: 'sku', fullName: '货号', jnpfKey: 'input' }] },
  ],
  dataRow: [
    { name: '螺丝', level: '2', items: [{ sku: 'S-1' }, { sku: 'S-2' }] },
    { name: '螺母', level: '1', items: [] },
  ],
}; // prettier-ignore

function setup(result: ImportDataReply = { snum: 2, fnum: 0, resultType: 0, failResult: [] }) {
  const sent: ImportRow[][] = [];
  const api: ImportWizardApi = {
    template: vi.fn(async () => ({ name: 't.xlsx', url: '/api/file/Download?encryption=t' })),
    upload: vi.fn(async () => ({ name: 'stored.xlsx', url: '' })),
    preview: vi.fn(async () => preview),
    importData: vi.fn(async (list: ImportRow[]) => {
      sent.push(list);
      return result;
    }),
    exceptionData: vi.fn(async () => ({ name: 'e.xlsx', url: '/api/file/Download?encryption=e' })),
  };
  const services = createFakeServices();
  const onCancel = vi.fn();
  const onDone = vi.fn();
  render(
    <EngineProvider widgets={defaultRegistry} services={services}>
      <ImportWizard api={api} onCancel={onCancel} onDone={onDone} />
    </EngineProvider>,
  );
  return { api, services, sent, onCancel, onDone };
}

const user = () => userEvent.setup({ applyAccept: false });
const dialog = () => screen.getByRole('dialog');
// a button that was loading keeps its hidden loading icon in jsdom (no animation end), so its name may start with it
const click = async (name: string) =>
  user().click(within(dialog()).getByRole('button', { name: new RegExp(`${name}$`) }));
const file = (name: string, size = 10) => new File([new Uint8Array(size)], name);
const chooseFile = async (f: File) => user().upload(dialog().querySelector('input[type=file]') as HTMLInputElement, f);
const step = () => dialog().querySelector('[data-import-wizard-step]')?.getAttribute('data-import-wizard-step');

async function toPreview() {
  const ctx = setup();
  await chooseFile(file('data.xlsx'));
  await within(dialog()).findByText('data.xlsx');
  await click('下一步');
  await within(dialog())
    .findByText('螺丝', { selector: 'input' })
    .catch(() => undefined);
  await waitFor(() => expect(step()).toBe('1'));
  return ctx;
}

describe('ImportWizard', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('step 1: Next without a file says 请先上传文件; wrong type and oversize are refused before sending', async () => {
    const { api, services } = setup();
    const titles = [...dialog().querySelectorAll('.ant-steps-item-title')].map((t) => t.textContent);
    expect(titles).toEqual(['上传文件', '数据预览', '导入结果']);
    await click('下一步');
    expect(services.calls.toast).toEqual([{ message: '请先上传文件', type: 'warning' }]);
    expect(step()).toBe('0');
    await chooseFile(file('data.csv'));
    await chooseFile(file('big.xlsx', 501 * 1024));
    expect(services.calls.toast.slice(1)).toEqual([
      { message: '请选择xls或xlsx类型的文件', type: 'error' },
      { message: '文件大小不能超过500KB', type: 'error' },
    ]);
    expect(api.upload).not.toHaveBeenCalled();
    await user().click(within(dialog()).getByRole('button', { name: /下载模板/ }));
    await waitFor(() => expect(services.calls.download).toEqual(['/api/file/Download?encryption=t']));
  });

  test('step 2: the preview rows are editable and removable, child rows too; Previous goes back', async () => {
    const { api, sent } = await toPreview();
    expect(api.preview).toHaveBeenCalledWith('stored.xlsx');
    const rows = () =>
      dialog().querySelectorAll('[data-import-step=preview] .ant-table-tbody > tr.ant-table-row-level-0');
    await waitFor(() => expect(rows().length).toBeGreaterThanOrEqual(2));
    const firstChild = dialog().querySelector('[data-import-child=items]') as HTMLElement;
    const childInputs = () =>
      within(firstChild)
        .queryAllByRole('textbox')
        .map((i) => (i as HTMLInputElement).value);
    expect(childInputs()).toEqual(['S-1', 'S-2']);
    await user().click(within(firstChild).getAllByRole('button', { name: '删除' })[0]!);
    expect(childInputs()).toEqual(['S-2']);
    const name = within(dialog()).getAllByRole('textbox', { name: '名称' })[1]!;
    await user().clear(name);
    await user().type(name, '垫圈');
    await user().tab();
    await click('下一步');
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual([
      { name: '螺丝', level: '2', items: [{ sku: 'S-2' }] },
      { name: '垫圈', level: '1', items: [] },
    ]);
  });

  test('step 2: removing every row then Next says 导入数据为空 and imports nothing', async () => {
    const { api, services } = await toPreview();
    const removeButtons = () =>
      within(dialog().querySelector('[data-import-step=preview]') as HTMLElement)
        .getAllByRole('button', { name: '删除' })
        .filter((b) => !b.closest('[data-import-child]'));
    await user().click(removeButtons()[0]!);
    await user().click(removeButtons()[0]!);
    await click('下一步');
    expect(services.calls.toast.at(-1)).toEqual({ message: '导入数据为空', type: 'warning' });
    expect(api.importData).not.toHaveBeenCalled();
    await click('上一步');
    expect(step()).toBe('0');
  });

  test('step 3: success and failure counts, the failure table with its reason, the error report, Close refreshes', async () => {
    const failed = { name: '坏', level: '9', items: [], errorsInfo: '等级的值“9”不存在' };
    const ctx = setup({ snum: 1, fnum: 1, resultType: 1, failResult: [failed] });
    await chooseFile(file('data.xls'));
    await within(dialog()).findByText('data.xls');
    await click('下一步');
    await waitFor(() => expect(step()).toBe('1'));
    await click('下一步');
    expect((await within(dialog()).findByText('导入成功 1 条，导入失败 1 条')).textContent).toBe(
      '导入成功 1 条，导入失败 1 条',
    );
    const failures = dialog().querySelector('[data-import-failures]') as HTMLElement;
    const headings = [...failures.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(headings).toEqual(['异常原因', '名称', '等级', '明细']);
    const cells = [...failures.querySelectorAll('tbody tr.ant-table-row td')].map((td) => td.textContent);
    expect(cells).toEqual(['等级的值“9”不存在', '坏', '9', '0']);
    await click('导出错误报告');
    await waitFor(() => expect(ctx.api.exceptionData).toHaveBeenCalledWith([failed]));
    expect(ctx.services.calls.download).toEqual(['/api/file/Download?encryption=e']);
    expect(within(dialog()).queryByRole('button', { name: /上一步/ })).toBeNull();
    await click('关 闭');
    expect(ctx.onDone).toHaveBeenCalledTimes(1);
    expect(ctx.onCancel).not.toHaveBeenCalled();
  });

  test('Cancel before the result closes without refreshing', async () => {
    const ctx = setup();
    await click('取 消');
    expect(ctx.onCancel).toHaveBeenCalledTimes(1);
    expect(ctx.onDone).not.toHaveBeenCalled();
  });
});
