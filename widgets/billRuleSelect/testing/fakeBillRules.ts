import type { OptionItem } from '../../../engine-core/services';

/**
 * A fake rule table behind the API `billRule.selector` (and `billRule.create` for 新建): 22 meeting rules
 * (会议编号01…22, HY01…) in 会议类 and two fee rules in 财务类, enough for two pages of 20. Every list query is
 * recorded in `queries`.
 */

export interface FakeRule {
  id: string;
  fullName: string;
  enCode: string;
  startNumber: string;
  categoryId: string;
}

export const businessTypes: OptionItem[] = [
  { id: 'cat-meeting', fullName: '会议类' },
  { id: 'cat-fee', fullName: '财务类' },
];

export function createFakeBillRules() {
  const rules: FakeRule[] = [
    ...Array.from({ length: 22 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return { id: `r-${n}`, fullName: `会议编号${n}`, enCode: `HY${n}`, startNumber: '1', categoryId: 'cat-meeting' };
    }),
    { id: 'r-fee', fullName: '缴费收据', enCode: 'FeeReceipt', startNumber: '1000', categoryId: 'cat-fee' },
    { id: 'r-inv', fullName: '发票登记', enCode: 'Invoice', startNumber: '1', categoryId: 'cat-fee' },
  ];
  const queries: Record<string, unknown>[] = [];
  const api = {
    'billRule.selector': async (args: Record<string, unknown> = {}) => {
      queries.push(args);
      const keyword = String(args.keyword ?? '').toLowerCase();
      const categoryId = String(args.categoryId ?? '');
      const hits = rules.filter(
        (r) =>
          (!categoryId || r.categoryId === categoryId) &&
          (!keyword || r.fullName.toLowerCase().includes(keyword) || r.enCode.toLowerCase().includes(keyword)),
      );
      const currentPage = Number(args.currentPage ?? 1);
      const pageSize = Number(args.pageSize ?? 20);
      return {
        list: hits.slice((currentPage - 1) * pageSize, currentPage * pageSize),
        pagination: { currentPage, pageSize, total: hits.length },
      };
    },
    'billRule.create': async (args: Record<string, unknown> = {}) => {
      rules.push({
        id: `r-new-${rules.length}`,
        fullName: String(args.fullName),
        enCode: String(args.enCode),
        startNumber: String(args.startNumber),
        categoryId: String(args.category),
      });
      return { code: 200, msg: '新建成功', data: null };
    },
    'dictionaryData.options': async () => businessTypes,
  };
  return { rules, queries, api };
}
