import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiFunction } from '../../engine-core/services';
import { LOADED, renderListPage } from './__fixtures__/listTypeKit';

const leftTree = {
  type: 2,
  treeTitle: '会员等级',
  treeDataSource: 'dictionary',
  treeDictionary: 'dt-level',
  treeRelation: 'level',
  treePropsValue: 'enCode',
  btnsList: [
    { value: 'add', label: '新增' },
    { value: 'download', label: '导出' },
    { value: 'batchRemove', label: '批量删除' },
  ],
};
const dictionaries = { 'dt-level': [{ id: 'd2', fullName: '高级会员', enCode: '2' }] };
const rows = [
  { id: 'r1', name: '张三', level: '2' },
  { id: 'r2', name: '李四', level: '2' },
];

function exportCalls() {
  const sent: Record<string, unknown>[] = [];
  const api: Record<string, ApiFunction> = {
    'modelImport.exportData': async (args) => {
      sent.push(args ?? {});
      return { name: '测试.xlsx', url: '/api/file/Download?x=1' };
    },
  };
  return { sent, api };
}

describe('导出 (btn_download)', { timeout: 30_000 }, () => {
  beforeEach(() => vi.spyOn(console, 'warn').mockImplementation(() => undefined));
  afterEach(() => vi.restoreAllMocks());

  test('exports the list columns of what the list shows (tree node included), then downloads the file', async () => {
    const { sent, api } = exportCalls();
    const { services } = renderListPage({
      columnData: leftTree,
      rows,
      dictionaries,
      api,
      granted: ['btn_add', 'btn_download'],
    });
    await userEvent.click(await screen.findByText('高级会员', {}, LOADED));
    await userEvent.click(await screen.findByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(services.calls.download).toEqual(['/api/file/Download?x=1']));
    expect(sent[0]).toMatchObject({ modelId: 'vd-1' });
    const body = sent[0].body as Record<string, unknown>;
    expect(body).toMatchObject({ dataType: '1', menuId: 'm-1', selectKey: ['name', 'level', 'age'] });
    expect(JSON.parse(String(body.queryJson))).toEqual({ level: '2' });
    expect(body.selectIds).toBeUndefined();
  });

  test('ticked rows are exported alone', async () => {
    const { sent, api } = exportCalls();
    renderListPage({
      columnData: leftTree,
      rows,
      dictionaries,
      api,
      granted: ['btn_download', 'btn_batchRemove'],
    });
    const boxes = await waitFor(() => {
      const found = screen.getAllByRole('checkbox');
      expect(found.length).toBe(3);
      return found;
    }, LOADED);
    await userEvent.click(boxes[2]);
    await userEvent.click(screen.getByRole('button', { name: /导\s*出/ }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect((sent[0].body as Record<string, unknown>).selectIds).toEqual(['r2']);
  });

  test('without btn_download there is no 导出', async () => {
    renderListPage({ columnData: leftTree, rows, dictionaries, granted: ['btn_add', 'btn_batchRemove'] });
    expect(await screen.findByRole('button', { name: /新\s*增/ }, LOADED)).toBeInstanceOf(HTMLElement);
    expect(screen.getByRole('button', { name: /批量删除/ })).toBeInstanceOf(HTMLElement);
    expect(screen.queryByRole('button', { name: /导\s*出/ })).toBeNull();
  });
});
