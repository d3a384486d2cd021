import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { BillRuleForm, BillRuleListItem, BillRuleListQuery, PageResult } from '../../contract';
import type { Db } from '../db/client';
import { billRules, dictionaryData, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { exampleOf, isDateFormat, type BillRuleRow } from './billNumber';
import { refuseDuplicates } from './dbErrors';
import { likePattern, pageOf, pageResult } from './paging';

/** Bill rule administration (docs/contract.md) with the 单据规则 dialog's messages. */

export const MAX_SORT = 999999;

export type BillRuleInput = Partial<Record<keyof BillRuleForm, unknown>>;
type ValidRule = Omit<BillRuleForm, 'id' | 'example'> &
  Required<Pick<BillRuleForm, 'type' | 'suffix' | 'description' | 'sortCode' | 'randomDigit' | 'randomType'>>;

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function validateRule(input: BillRuleInput): ValidRule {
  const fullName = str(input.fullName);
  if (!fullName) throw new BizError('请输入业务名称');
  if (fullName.length > 50) throw new BizError('业务名称最多为50个字符！');
  const enCode = str(input.enCode);
  if (!enCode) throw new BizError('请输入业务编码');
  if (enCode.length > 50) throw new BizError('业务编码最多为50个字符！');
  const category = str(input.category);
  if (!category) throw new BizError('请选择业务分类');
  const type = input.type === undefined || input.type === null ? 1 : Number(input.type);
  if (![1, 2, 3].includes(type)) throw new BizError('单据类型不正确');
  const prefix = str(input.prefix);
  const suffix = str(input.suffix);
  if (prefix.length > 50 || suffix.length > 50) throw new BizError('前缀和后缀最多为50个字符！');
  const dateFormat = str(input.dateFormat) || (type === 1 ? '' : 'no');
  const digitText = str(input.digit);
  const startNumber = str(input.startNumber);
  if (type === 1) {
    if (!prefix) throw new BizError('请输入流水前缀');
    if (!dateFormat) throw new BizError('请选择流水日期');
    if (!isDateFormat(dateFormat)) throw new BizError('流水日期格式不正确');
    if (!digitText) throw new BizError('请输入流水位数');
    if (!/^[1-9]$/.test(digitText)) throw new BizError('仅能输入正整数');
    if (!startNumber) throw new BizError('请输入流水起始');
    if (!/^\d+$/.test(startNumber)) throw new BizError('只能输入数字');
    if (/^0+$/.test(startNumber)) throw new BizError('流水起始不能为0');
    if (String(BigInt(startNumber)).length > Number(digitText)) throw new BizError('流水起始不能超过流水位数');
  }
  const randomDigit = input.randomDigit === undefined || input.randomDigit === null ? 6 : Number(input.randomDigit);
  const randomType = input.randomType === undefined || input.randomType === null ? 1 : Number(input.randomType);
  if (type === 2 && (!Number.isInteger(randomDigit) || randomDigit < 1 || randomDigit > 32)) {
    throw new BizError('随机位数必须是1到32之间的整数');
  }
  if (type === 2 && ![1, 2].includes(randomType)) throw new BizError('随机类型不正确');
  const sortCode = input.sortCode === undefined || input.sortCode === null ? 0 : Number(input.sortCode);
  if (!Number.isInteger(sortCode) || sortCode < 0 || sortCode > MAX_SORT)
    throw new BizError('排序必须是0到999999之间的整数');
  const enabledMark = input.enabledMark === undefined || input.enabledMark === null ? 1 : Number(input.enabledMark);
  if (enabledMark !== 0 && enabledMark !== 1) throw new BizError('状态只能为0或1');
  const description = str(input.description);
  if (description.length > 500) throw new BizError('说明最多为500个字符！');
  return {
    fullName,
    enCode,
    category,
    type: type as ValidRule['type'],
    prefix,
    suffix,
    dateFormat: dateFormat || 'no',
    digit: type === 1 ? Number(digitText) : Number(digitText) || 4,
    startNumber: type === 1 ? startNumber : startNumber || '1',
    randomDigit,
    randomType,
    enabledMark,
    description,
    sortCode,
  };
}

async function assertCategory(db: Db, categoryId: string) {
  const [row] = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .where(eq(dictionaryData.id, categoryId));
  if (!row) throw new BizError('业务分类不存在');
}

async function assertUnique(db: Db, rule: ValidRule, selfId?: string) {
  const taken = async (where: SQL) =>
    (
      await db
        .select({ id: billRules.id })
        .from(billRules)
        .where(and(where, selfId ? ne(billRules.id, selfId) : undefined))
        .limit(1)
    ).length > 0;
  if (await taken(eq(billRules.fullName, rule.fullName))) throw new BizError('业务名称已存在');
  if (await taken(eq(billRules.enCode, rule.enCode))) throw new BizError('业务编码已存在');
}

function toForm(row: BillRuleRow): BillRuleForm & { id: string } {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.type as BillRuleForm['type'],
    prefix: row.prefix,
    suffix: row.suffix,
    dateFormat: row.dateFormat,
    digit: row.digit,
    startNumber: row.startNumber,
    randomDigit: row.randomDigit,
    randomType: row.randomType,
    example: exampleOf(row),
    enabledMark: row.enabledMark,
    description: row.description,
    sortCode: row.sortCode,
  };
}

export async function listRules(
  db: Db,
  query: BillRuleListQuery,
  enabledOnly = false,
): Promise<PageResult<BillRuleListItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    keyword
      ? or(ilike(billRules.fullName, likePattern(keyword)), ilike(billRules.enCode, likePattern(keyword)))
      : undefined,
    query.categoryId ? eq(billRules.category, query.categoryId) : undefined,
    enabledOnly
      ? eq(billRules.enabledMark, 1)
      : query.enabledMark === undefined
        ? undefined
        : eq(billRules.enabledMark, query.enabledMark),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(billRules)
    .where(where);
  const rows = await db
    .select({
      rule: billRules,
      categoryName: dictionaryData.fullName,
      userName: users.realName,
      account: users.account,
    })
    .from(billRules)
    .leftJoin(dictionaryData, eq(dictionaryData.id, billRules.category))
    .leftJoin(users, eq(users.id, billRules.creatorUserId))
    .where(where)
    .orderBy(asc(billRules.sortCode), desc(billRules.creatorTime), asc(billRules.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map(({ rule, categoryName, userName, account }) => ({
    id: rule.id,
    fullName: rule.fullName,
    enCode: rule.enCode,
    outputNumber: rule.outputNumber,
    digit: rule.digit,
    startNumber: rule.startNumber,
    enabledMark: rule.enabledMark,
    sortCode: rule.sortCode,
    creatorTime: toMs(rule.creatorTime) ?? 0,
    creatorUser: userName ? `${userName}/${account}` : '',
    lastModifyTime: toMs(rule.lastModifyTime),
    category: categoryName ?? '',
    categoryId: rule.category,
  }));
  return pageResult(list, page, total);
}

export async function ruleInfo(db: Db, id: string) {
  const [row] = await db.select().from(billRules).where(eq(billRules.id, id));
  if (!row) throw new BizError('单据规则不存在');
  return toForm(row);
}

export async function createRule(db: Db, input: BillRuleInput, userId: string): Promise<string> {
  const valid = validateRule(input);
  const id = newId();
  await refuseDuplicates('业务编码已存在', () =>
    db.transaction(async (tx) => {
      await assertCategory(tx, valid.category);
      await assertUnique(tx, valid);
      await tx.insert(billRules).values({ id, ...valid, example: exampleOf(valid), creatorUserId: userId });
    }),
  );
  return id;
}

export async function updateRule(db: Db, id: string, input: BillRuleInput, userId: string): Promise<void> {
  const valid = validateRule(input);
  await refuseDuplicates('业务编码已存在', () =>
    db.transaction(async (tx) => {
      const [row] = await tx.select().from(billRules).where(eq(billRules.id, id)).for('update');
      if (!row) throw new BizError('单据规则不存在');
      await assertCategory(tx, valid.category);
      await assertUnique(tx, valid, id);
      await tx
        .update(billRules)
        .set({ ...valid, example: exampleOf(valid), lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(billRules.id, id));
    }),
  );
}

export async function deleteRule(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(billRules).where(eq(billRules.id, id)).for('update');
    if (!row) throw new BizError('单据规则不存在');
    if (row.outputNumber) throw new BizError('单据规则已被使用，不能删除');
    await tx.delete(billRules).where(eq(billRules.id, id));
  });
}

export async function toggleRule(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(billRules).where(eq(billRules.id, id)).for('update');
    if (!row) throw new BizError('单据规则不存在');
    await tx
      .update(billRules)
      .set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(billRules.id, id));
  });
}
