import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { DataInterfaceForm, DataInterfaceListItem, DataInterfaceType, PageResult } from '../../contract';
import type { Db } from '../db/client';
import { dataInterfaces, dictionaryData, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import type { SessionUser } from '../lib/sessions';
import { toMs } from '../lib/time';
import { checkSelect } from './dataInterfaceSql';
import { parseDataConfig, parseParameters, requireInterface, type InterfaceRow } from './dataInterfaceRun';
import { refuseDuplicates } from './dbErrors';
import { likePattern, pageOf, pageResult } from './paging';

/** Data interface administration (docs/contract.md). */

export type InterfaceInput = Partial<Record<keyof DataInterfaceForm, unknown>>;
const FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
const intOr = (v: unknown, fallback: number) => (v === undefined || v === null || v === '' ? fallback : Number(v));

function jsonArray(text: string, message: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    if (Array.isArray(parsed)) return parsed;
  } catch {
    // fall through to the refusal
  }
  throw new BizError(message);
}

export function validateInterface(input: InterfaceInput, user: SessionUser) {
  const fullName = str(input.fullName);
  if (!fullName) throw new BizError('请输入名称');
  if (fullName.length > 50) throw new BizError('名称最多为50个字符！');
  const enCode = str(input.enCode);
  if (!enCode) throw new BizError('请输入编码');
  if (enCode.length > 50) throw new BizError('编码最多为50个字符！');
  const type = intOr(input.type, 0);
  if (![1, 2, 3].includes(type)) throw new BizError('请选择类型');
  const parameterJson = str(input.parameterJson) || '[]';
  const params = jsonArray(parameterJson, '参数格式不正确');
  if (!params.every((p) => p && typeof p === 'object' && FIELD.test(String((p as { field?: unknown }).field)))) {
    throw new BizError('参数名只能包含字母、数字和下划线，且不能以数字开头');
  }
  const fieldJson = str(input.fieldJson) || '[]';
  jsonArray(fieldJson, '字段格式不正确');
  const dataConfigJson = str(input.dataConfigJson) || '{}';
  let parsedConfig: unknown;
  try {
    parsedConfig = JSON.parse(dataConfigJson);
  } catch {
    throw new BizError('数据配置格式不正确');
  }
  if (!parsedConfig || typeof parsedConfig !== 'object' || Array.isArray(parsedConfig))
    throw new BizError('数据配置格式不正确');
  const config = parseDataConfig(dataConfigJson);
  if (type === 1 && config.staticData === undefined) throw new BizError('请输入静态数据');
  if (type === 2) {
    // SQL reads the platform's own tables: only an administrator may write one
    if (!user.isAdministrator) throw new BizError('只有管理员可以配置SQL数据接口');
    if (!config.sqlData?.sql?.trim()) throw new BizError('请输入SQL语句');
    const declared = new Set(parseParameters(parameterJson).map((p) => p.field));
    for (const name of checkSelect(config.sqlData.sql)) {
      if (!declared.has(name)) throw new BizError(`未定义的参数：${name}`);
    }
  }
  if (type === 3 && !str(config.apiData?.url)) throw new BizError('请输入接口地址');
  const sortCode = intOr(input.sortCode, 0);
  if (!Number.isInteger(sortCode) || sortCode < 0 || sortCode > 999999)
    throw new BizError('排序必须是0到999999之间的整数');
  const enabledMark = intOr(input.enabledMark, 1);
  if (enabledMark !== 0 && enabledMark !== 1) throw new BizError('状态只能为0或1');
  return {
    fullName,
    enCode,
    category: str(input.category),
    type,
    action: intOr(input.action, 0) || 0,
    hasPage: intOr(input.hasPage, 0) ? 1 : 0,
    isPostPosition: intOr(input.isPostPosition, 0) ? 1 : 0,
    dataConfigJson,
    parameterJson,
    fieldJson,
    sortCode,
    enabledMark,
    description: str(input.description),
  };
}

type Valid = ReturnType<typeof validateInterface>;

async function assertUnique(db: Db, valid: Valid, selfId?: string) {
  const taken = async (where: SQL) =>
    (
      await db
        .select({ id: dataInterfaces.id })
        .from(dataInterfaces)
        .where(and(where, selfId ? ne(dataInterfaces.id, selfId) : undefined))
        .limit(1)
    ).length > 0;
  if (await taken(eq(dataInterfaces.fullName, valid.fullName))) throw new BizError('接口名称已存在');
  if (await taken(eq(dataInterfaces.enCode, valid.enCode))) throw new BizError('接口编码已存在');
}

export interface InterfaceListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  category?: string;
  type?: number;
  enabledMark?: number;
}

export async function listInterfaces(db: Db, query: InterfaceListQuery): Promise<PageResult<DataInterfaceListItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    keyword
      ? or(ilike(dataInterfaces.fullName, likePattern(keyword)), ilike(dataInterfaces.enCode, likePattern(keyword)))
      : undefined,
    query.category ? eq(dataInterfaces.category, query.category) : undefined,
    query.type ? eq(dataInterfaces.type, query.type) : undefined,
    query.enabledMark === undefined ? undefined : eq(dataInterfaces.enabledMark, query.enabledMark),
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(dataInterfaces)
    .where(where);
  const rows = await db
    .select({ row: dataInterfaces, userName: users.realName, account: users.account })
    .from(dataInterfaces)
    .leftJoin(users, eq(users.id, dataInterfaces.creatorUserId))
    .where(where)
    .orderBy(asc(dataInterfaces.sortCode), desc(dataInterfaces.creatorTime), asc(dataInterfaces.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map(({ row, userName, account }) => ({
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.type as DataInterfaceType,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    hasPage: row.hasPage,
    isPostPosition: row.isPostPosition,
    parameterJson: row.parameterJson,
    fieldJson: row.fieldJson,
    creatorUser: userName ? `${userName}/${account}` : '',
    creatorTime: toMs(row.creatorTime) ?? 0,
  }));
  return pageResult(list, page, total);
}

/** GET DataInterface/Selector: enabled interfaces grouped under their category. */
export async function interfaceSelector(db: Db) {
  const rows = await db
    .select()
    .from(dataInterfaces)
    .where(eq(dataInterfaces.enabledMark, 1))
    .orderBy(asc(dataInterfaces.sortCode));
  const names = new Map(
    (await db.select({ id: dictionaryData.id, fullName: dictionaryData.fullName }).from(dictionaryData)).map((d) => [
      d.id,
      d.fullName,
    ]),
  );
  const categories = [...new Set(rows.map((r) => r.category))];
  return categories.map((category, i) => {
    const children = rows
      .filter((r) => r.category === category)
      .map((r) => ({
        id: r.id,
        parentId: category || '0',
        categoryId: category,
        fullName: r.fullName,
        enCode: r.enCode,
        type: r.type,
        sortCode: r.sortCode,
        hasChildren: false,
        children: null,
      }));
    return {
      id: category || '0',
      parentId: '-1',
      categoryId: category,
      fullName: names.get(category) ?? (category || '未分类'),
      sortCode: i,
      hasChildren: true,
      children,
    };
  });
}

export function interfaceForm(row: InterfaceRow): DataInterfaceForm & { id: string } {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    category: row.category,
    type: row.type as DataInterfaceType,
    action: row.action,
    hasPage: row.hasPage,
    isPostPosition: row.isPostPosition,
    dataConfigJson: row.dataConfigJson,
    parameterJson: row.parameterJson,
    fieldJson: row.fieldJson,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
  };
}

export async function createInterface(db: Db, input: InterfaceInput, user: SessionUser): Promise<string> {
  const valid = validateInterface(input, user);
  const id = newId();
  await refuseDuplicates('接口编码已存在', () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, valid);
      await tx.insert(dataInterfaces).values({ id, ...valid, creatorUserId: user.id });
    }),
  );
  return id;
}

export async function updateInterface(db: Db, id: string, input: InterfaceInput, user: SessionUser): Promise<void> {
  const valid = validateInterface(input, user);
  await refuseDuplicates('接口编码已存在', () =>
    db.transaction(async (tx) => {
      const current = await requireInterface(tx, id);
      if (current.type === 2 && !user.isAdministrator) throw new BizError('只有管理员可以配置SQL数据接口');
      await assertUnique(tx, valid, id);
      await tx
        .update(dataInterfaces)
        .set({ ...valid, lastModifyTime: new Date(), lastModifyUserId: user.id })
        .where(eq(dataInterfaces.id, id));
    }),
  );
}

export async function deleteInterface(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await requireInterface(tx, id);
    await tx.delete(dataInterfaces).where(eq(dataInterfaces.id, id));
  });
}

export async function toggleInterface(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const row = await requireInterface(tx, id);
    await tx
      .update(dataInterfaces)
      .set({ enabledMark: row.enabledMark === 1 ? 0 : 1, lastModifyTime: new Date(), lastModifyUserId: userId })
      .where(eq(dataInterfaces.id, id));
  });
}
