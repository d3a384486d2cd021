import type { PagedRows } from '../../engine-core/services';
import type { RelationFormServices, RelationListQuery } from '../../engine-core/relationFormServices';

/**
 * A fake RelationFormServices for engine tests: the model `members` holds five records (record-1 … record-5);
 * the list pages and filters by keyword over the row's values; every call is recorded.
 */
export const fakeMemberRecords: Record<string, unknown>[] = [
  { id: 'record-1', memberName: '会员甲', workUnit: '南京大学', memberNo: 'HY001' },
  { id: 'record-2', memberName: '会员乙', workUnit: '浙江省人民医院', memberNo: 'HY002' },
  { id: 'record-3', memberName: '会员丙', workUnit: '北京航空航天大学', memberNo: 'HY003' },
  { id: 'record-4', memberName: '会员丁', workUnit: '深圳先进技术研究院', memberNo: 'HY004' },
  { id: 'record-5', memberName: '会员戊', workUnit: '成都天府软件园', memberNo: 'HY005' },
];

export interface FakeRelationCalls {
  list: { modelId: string; query: RelationListQuery }[];
  record: { modelId: string; id: string }[];
}

export type FakeRelationFormServices = RelationFormServices & { calls: FakeRelationCalls };

export function createFakeRelationForms(
  models: Record<string, Record<string, unknown>[]> = { members: fakeMemberRecords },
): FakeRelationFormServices {
  const calls: FakeRelationCalls = { list: [], record: [] };
  const rowsOf = (modelId: string) => {
    const rows = models[modelId];
    if (!rows) throw new Error(`no model ${modelId}`);
    return rows;
  };
  return {
    calls,
    async list(modelId, query): Promise<PagedRows> {
      calls.list.push({ modelId, query });
      const keyword = query.keyword ?? '';
      const rows = rowsOf(modelId).filter(
        (row) => !keyword || Object.values(row).some((v) => String(v).includes(keyword)),
      );
      const start = (query.currentPage - 1) * query.pageSize;
      return {
        list: rows.slice(start, start + query.pageSize).map((row) => ({ ...row })),
        pagination: { currentPage: query.currentPage, pageSize: query.pageSize, total: rows.length },
      };
    },
    async record(modelId, id) {
      calls.record.push({ modelId, id });
      const row = rowsOf(modelId).find((r) => r.id === id);
      if (!row) return null;
      const { id: _id, ...values } = row;
      return values;
    },
  };
}
