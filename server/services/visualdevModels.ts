import { alias } from 'drizzle-orm/pg-core';
import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { OnlineModelConfig, PageResult, VisualDevInfo, VisualDevListItem } from '../../contract';
import type { Db } from '../db/client';
import { users, visualdevModels } from '../db/schema';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { likePattern, pageOf, pageResult } from './paging';
import type { UserContext } from './userContext';

/** Online form models: the runtime Config (OnlineDev) and the Base list of models (docs/contract.md). */

export type ModelRow = typeof visualdevModels.$inferSelect;

export async function requireModel(db: Db, modelId: string): Promise<ModelRow> {
  const [row] = await db.select().from(visualdevModels).where(eq(visualdevModels.id, modelId));
  if (!row || row.enabledMark !== 1) throw new BizError('该表单已删除');
  return row;
}

/** Picker fields marked defaultCurrent start with the current user's own organisation, position, id… */
function currentDefault(jnpfKey: string, multiple: boolean, who: UserContext): unknown {
  const one = (value: string) => (value ? (multiple ? [value] : value) : multiple ? [] : null);
  switch (jnpfKey) {
    case 'organizeSelect':
      return multiple ? [who.organizeIds] : who.organizeIds;
    case 'depSelect':
      return one(who.organizeId);
    case 'posSelect':
      return one(who.positionId);
    case 'userSelect':
    case 'usersSelect':
      return one(who.userId);
    case 'roleSelect':
      return one(who.roleIds[0] ?? '');
    case 'groupSelect':
      return one(who.groupIds[0] ?? '');
    default:
      return undefined;
  }
}

export function injectCurrentDefaults(formDataText: string, who: UserContext): string {
  let formConf: { fields?: unknown };
  try {
    formConf = JSON.parse(formDataText || '{}') as { fields?: unknown };
  } catch {
    return formDataText;
  }
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes) || depth > 20) return;
    for (const node of nodes as Record<string, unknown>[]) {
      const config = node?.__config__ as Record<string, unknown> | undefined;
      if (!config) continue;
      if (config.defaultCurrent === true) {
        const value = currentDefault(String(config.jnpfKey), node.multiple === true, who);
        if (value !== undefined) config.defaultValue = value;
      }
      walk(config.children, depth + 1);
    }
  };
  walk(formConf.fields, 0);
  return JSON.stringify(formConf);
}

export function modelConfig(row: ModelRow, who: UserContext): OnlineModelConfig {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    type: row.type,
    webType: String(row.webType),
    formData: injectCurrentDefaults(row.formData, who),
    columnData: row.columnData,
    appColumnData: row.appColumnData,
    flowId: '',
    flowEnCode: '',
    flowTemplateJson: '',
    enableFlow: row.enableFlow,
    urlAddress: '',
    appUrlAddress: '',
    interfaceId: '',
    propsValueList: [],
  };
}

export interface BaseListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  type?: number;
  webType?: number;
  category?: string;
}

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');
const nameOf = (name: string | null, account: string | null) => (name ? `${name}/${account}` : '');

function listItem(row: ModelRow, creatorName: string, modifierName: string): VisualDevListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    state: row.state,
    type: row.type,
    webType: row.webType,
    category: row.category,
    tables: row.tables,
    enableFlow: row.enableFlow,
    isRelease: row.state === 1 ? 1 : 0,
    sortCode: row.sortCode,
    creatorTime: toMs(row.creatorTime) ?? 0,
    creatorUser: creatorName,
    lastModifyTime: toMs(row.lastModifyTime),
    lastModifyUser: modifierName,
  };
}

function withUsers(db: Db) {
  return db
    .select({
      row: visualdevModels,
      creatorName: creator.realName,
      creatorAccount: creator.account,
      modifierName: modifier.realName,
      modifierAccount: modifier.account,
    })
    .from(visualdevModels)
    .leftJoin(creator, eq(creator.id, visualdevModels.creatorUserId))
    .leftJoin(modifier, eq(modifier.id, visualdevModels.lastModifyUserId));
}

export async function listModels(db: Db, query: BaseListQuery): Promise<PageResult<VisualDevListItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    eq(visualdevModels.enabledMark, 1),
    keyword
      ? or(ilike(visualdevModels.fullName, likePattern(keyword)), ilike(visualdevModels.enCode, likePattern(keyword)))
      : undefined,
    query.type ? eq(visualdevModels.type, query.type) : undefined,
    query.webType ? eq(visualdevModels.webType, query.webType) : undefined,
    query.category ? eq(visualdevModels.category, query.category) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(visualdevModels)
    .where(where);
  const rows = await withUsers(db)
    .where(where)
    .orderBy(asc(visualdevModels.sortCode), desc(visualdevModels.creatorTime), asc(visualdevModels.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const list = rows.map((r) =>
    listItem(r.row, nameOf(r.creatorName, r.creatorAccount), nameOf(r.modifierName, r.modifierAccount)),
  );
  return pageResult(list, page, total);
}

export async function modelInfo(db: Db, id: string): Promise<VisualDevInfo> {
  const [r] = await withUsers(db).where(eq(visualdevModels.id, id));
  if (!r || r.row.enabledMark !== 1) throw new BizError('该表单已删除');
  return {
    ...listItem(r.row, nameOf(r.creatorName, r.creatorAccount), nameOf(r.modifierName, r.modifierAccount)),
    formData: r.row.formData,
    columnData: r.row.columnData,
    appColumnData: r.row.appColumnData,
    description: r.row.description,
    dbLinkId: '0',
  };
}
