import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOADED, renderListPage } from './__fixtures__/listTypeKit';

const rows = [
  { id: 'r1', name: '张三', level: '2', age: 30 },
  { id: 'r2', name: '李四', level: '1', age: 40 },
];
const records = { r1: '{"name":"张三","level":"2","age":30,"parentId":"","f_version":4}' };
const inline = { type: 4 };
const rowOf = (text: string) => screen.getByText(text).closest('tr') as HTMLElement;

describe('inline editing (type 4)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('编辑 turns the row into its widgets; 保存 puts the record with its version', async () => {
    const { calls, container } = renderListPage({ columnData: inline, rows, records });
    await userEvent.click(
      within(await screen.findByText('张三', {}, LOADED).then((el) => el.closest('tr') as HTMLElement)).getByRole(
        'button',
        { name: /编\s*辑/ },
      ),
    );
    const name = await waitFor(() => {
      const input = container.querySelector('tbody [data-field="name"] input') as HTMLInputElement;
      expect(input.value).toBe('张三');
      return input;
    }, LOADED);
    // the form layer is not opened: the row itself is edited
    expect(document.querySelector('[data-model-layer]')).toBeNull();
    await userEvent.clear(name);
    await userEvent.type(name, '张三丰');
    const row = name.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('radio', { name: '普通' }));
    await userEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.name === 'onlineDev.update')).toBe(true));
    const sent = calls.find((c) => c.name === 'onlineDev.update')?.args;
    expect(sent).toMatchObject({ id: 'r1' });
    // the level's change script ran in the row, as it does in the form
    expect(JSON.parse(String(sent?.data))).toMatchObject({
      name: '张三丰',
      level: '1',
      age: 30,
      parentId: 'level-1',
      f_version: 4,
    });
    // saved: the list is read again and the row is shown, not edited
    await waitFor(() => expect(container.querySelector('tbody [data-field="name"] input')).toBeNull());
    expect(calls.filter((c) => c.name === 'onlineDev.list').length).toBeGreaterThan(1);
  });

  test('a refused save keeps the row in edit with what was typed', async () => {
    let refused = 0;
    const { container } = renderListPage({
      columnData: inline,
      rows,
      records,
      api: {
        'onlineDev.update': async () => {
          refused += 1;
          throw new Error('数据已被他人修改，请刷新后重试');
        },
      },
    });
    await userEvent.click(
      within(await screen.findByText('张三', {}, LOADED).then((el) => el.closest('tr') as HTMLElement)).getByRole(
        'button',
        { name: /编\s*辑/ },
      ),
    );
    const name = await waitFor(
      () => container.querySelector('tbody [data-field="name"] input') as HTMLInputElement,
      LOADED,
    );
    await waitFor(() => expect(name.value).toBe('张三'));
    await userEvent.type(name, '丰');
    await userEvent.click(within(name.closest('tr') as HTMLElement).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(refused).toBe(1));
    const save = within(name.closest('tr') as HTMLElement).getByRole('button', { name: /保\s*存/ });
    await waitFor(() => expect(save.classList.contains('ant-btn-loading')).toBe(false));
    expect((container.querySelector('tbody [data-field="name"] input') as HTMLInputElement).value).toBe('张三丰');
  });

  test('a required cell is checked before anything is sent; 取消 leaves the row as it was', async () => {
    const { calls, container } = renderListPage({ columnData: inline, rows, records });
    await userEvent.click(
      within(await screen.findByText('张三', {}, LOADED).then((el) => el.closest('tr') as HTMLElement)).getByRole(
        'button',
        { name: /编\s*辑/ },
      ),
    );
    const name = await waitFor(
      () => container.querySelector('tbody [data-field="name"] input') as HTMLInputElement,
      LOADED,
    );
    await waitFor(() => expect(name.value).toBe('张三'));
    await userEvent.clear(name);
    const row = name.closest('tr') as HTMLElement;
    await userEvent.click(within(row).getByRole('button', { name: /保\s*存/ }));
    expect(await within(row).findByText(/不能为空/)).toBeInstanceOf(HTMLElement);
    expect(calls.some((c) => c.name === 'onlineDev.update')).toBe(false);
    await userEvent.click(within(row).getByRole('button', { name: /取\s*消/ }));
    await waitFor(() => expect(container.querySelector('tbody [data-field="name"] input')).toBeNull());
    expect(rowOf('张三')).toBeInstanceOf(HTMLElement);
  });

  test('新增 adds an empty row at the top, saved by POST', async () => {
    const { calls, container } = renderListPage({ columnData: inline, rows, records });
    await userEvent.click(await screen.findByRole('button', { name: /新\s*增/ }, LOADED));
    const first = await waitFor(() => {
      const row = container.querySelector('tbody tr.ant-table-row') as HTMLElement;
      expect(row.querySelector('[data-field="name"] input')).not.toBeNull();
      return row;
    }, LOADED);
    await userEvent.type(first.querySelector('[data-field="name"] input') as HTMLInputElement, '王五');
    await userEvent.click(within(first).getByRole('button', { name: /保\s*存/ }));
    await waitFor(() => expect(calls.some((c) => c.name === 'onlineDev.create')).toBe(true));
    const sent = JSON.parse(String(calls.find((c) => c.name === 'onlineDev.create')?.args?.data));
    expect(sent).toMatchObject({ name: '王五' });
  });

  test('another row waits while one is edited: what was typed is never dropped', async () => {
    const { container, services } = renderListPage({ columnData: inline, rows, records });
    const first = await screen.findByText('张三', {}, LOADED);
    await userEvent.click(within(first.closest('tr') as HTMLElement).getByRole('button', { name: /编\s*辑/ }));
    const name = await waitFor(
      () => container.querySelector('tbody [data-field="name"] input') as HTMLInputElement,
      LOADED,
    );
    await waitFor(() => expect(name.value).toBe('张三'));
    await userEvent.type(name, '丰');
    await userEvent.click(within(rowOf('李四')).getByRole('button', { name: /编\s*辑/ }));
    expect(services.calls.toast.at(-1)).toEqual({ message: '请先保存或取消正在编辑的行', type: 'warning' });
    expect(container.querySelectorAll('tbody [data-field="name"] input')).toHaveLength(1);
    expect((container.querySelector('tbody [data-field="name"] input') as HTMLInputElement).value).toBe('张三丰');
  });
});
