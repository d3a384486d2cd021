import { and, asc, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { OnlineListQuery, OnlineListRow, PageResult } from '../../contract';
import type { Db } from '../db/client';
import { users, visualdevRecords } from '../db/schema';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { parseFormModel, type FormField } from './formModel';
import { likePattern, pageOf, pageResult } from './paging';
import { requireModel } from './visualdevModels';

/**
 * POST OnlineDev/{modelId}/List (docs/contract.md): paging, `sidx` sorting ("-a,b"), keyword and queryJson
 * filters evaluated by PostgreSQL over the JSON documents. Field names and values are always bound as
 * parameters; a range whose ends are not numbers compares as text; nothing a client sends can make a cast fail.
 */

/** searchType of the column designer: 1 equal, 2 contains, 3 range. */
type SearchType = 1 | 2 | 3;
const RANGE_KEYS = new Set([
  'datePicker',
  'timePicker',
  'inputNumber',
  'calculate',
  'rate',
  'slider',
  'createTime',
  'modifyTime',
]);
const FUZZY_KEYS = new Set([
  'input',
  'textarea',
  'billRule',
  'editor',
  'createUser',
  'modifyUser',
  'currOrganize',
  'currPosition',
]);
const PATH_KEYS = new Set(['cascader', 'areaSelect', 'organizeSelect']);

interface SearchItem {
  prop?: string;
  id?: string;
  __vModel__?: string;
  searchType?: number;
  isKeyword?: boolean;
}
interface ColumnItem {
  prop?: string;
}
interface ColumnData {
  /** list type: 2 is a left tree whose clicked node filters treeRelation */
  type?: number | string;
  treeRelation?: string;
  searchList?: SearchItem[];
  columnList?: ColumnItem[];
  defaultSortConfig?: { field?: string; sort?: string }[];
}

function parseColumnData(text: string): ColumnData {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' ? (parsed as ColumnData) : {};
  } catch {
    return {};
  }
}

const SYSTEM_COLUMNS = {
  id: visualdevRecords.id,
  creatorTime: visualdevRecords.creatorTime,
  creator_time: visualdevRecords.creatorTime,
  f_creator_time: visualdevRecords.creatorTime,
  lastModifyTime: visualdevRecords.lastModifyTime,
  last_modify_time: visualdevRecords.lastModifyTime,
  f_last_modify_time: visualdevRecords.lastModifyTime,
} as const;
type SystemColumn = keyof typeof SYSTEM_COLUMNS;
const isSystemColumn = (name: string): name is SystemColumn => Object.hasOwn(SYSTEM_COLUMNS, name);

const json = (key: string) => sql`(${visualdevRecords.data} -> ${key})`;
const textOf = (key: string) => sql`(${visualdevRecords.data} ->> ${key})`;

function searchTypeOf(field: FormField, items: SearchItem[]): SearchType {
  const item = items.find((i) => [i.prop, i.id, i.__vModel__].includes(field.vModel));
  if (item && [1, 2, 3].includes(Number(item.searchType))) return Number(item.searchType) as SearchType;
  if (RANGE_KEYS.has(field.jnpfKey)) return 3;
  if (FUZZY_KEYS.has(field.jnpfKey)) return 2;
  return 1;
}

const isScalar = (v: unknown): v is string | number | boolean => ['string', 'number', 'boolean'].includes(typeof v);
const isNumeric = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v.trim()));
const blank = (v: unknown) => v === undefined || v === null || v === '';

/** A scalar stored as itself or as one element of a stored list (checkbox, multiple select). */
function equalsOne(key: string, value: string | number | boolean): SQL {
  const text = String(value);
  return sql`(${textOf(key)} = ${text} or (jsonb_typeof(${json(key)}) = 'array' and exists (select 1 from jsonb_array_elements_text(${json(key)}) as e(v) where e.v = ${text})))`;
}

function rangeCondition(key: string, range: unknown[]): SQL | undefined {
  const [from, to] = range;
  const ends = [from, to].filter((v) => !blank(v));
  if (ends.length === 0) return undefined;
  if (!ends.every(isScalar)) throw new BizError('查询条件格式不正确');
  const numeric = ends.every(isNumeric);
  const stored = numeric
    ? sql`(case when jsonb_typeof(${json(key)}) = 'number' then (${textOf(key)})::numeric end)`
    : textOf(key);
  const bound = (v: unknown) => (numeric ? sql`${String(v).trim()}::numeric` : sql`${String(v)}`);
  return and(
    blank(from) ? undefined : sql`${stored} >= ${bound(from)}`,
    blank(to) ? undefined : sql`${stored} <= ${bound(to)}`,
  );
}

function systemRange(column: (typeof SYSTEM_COLUMNS)[SystemColumn], range: unknown[]): SQL | undefined {
  const [from, to] = range.map((v) => (blank(v) ? null : Number(v)));
  if ([from, to].some((v) => v !== null && !Number.isFinite(v))) throw new BizError('查询条件格式不正确');
  return and(
    from === null ? undefined : sql`${column} >= ${new Date(from)}`,
    to === null ? undefined : sql`${column} <= ${new Date(to)}`,
  );
}

function fieldCondition(field: FormField, type: SearchType, value: unknown): SQL | undefined {
  const key = field.vModel;
  if (blank(value) || (Array.isArray(value) && value.length === 0)) return undefined;
  if (type === 3) {
    if (!Array.isArray(value)) throw new BizError('查询条件格式不正确');
    return rangeCondition(key, value);
  }
  if (type === 2 && isScalar(value)) return sql`${textOf(key)} ilike ${likePattern(String(value))}`;
  if (Array.isArray(value)) {
    if (PATH_KEYS.has(field.jnpfKey)) {
      const path = JSON.stringify(value);
      return sql`(${json(key)} = ${path}::jsonb or (jsonb_typeof(${json(key)}) = 'array' and ${json(key)} @> jsonb_build_array(${path}::jsonb)))`;
    }
    if (!value.every(isScalar)) throw new BizError('查询条件格式不正确');
    return or(...value.map((v) => equalsOne(key, v)));
  }
  if (!isScalar(value)) throw new BizError('查询条件格式不正确');
  return equalsOne(key, value);
}

/** The left tree's node is an exact value of its relation field, whatever the search list says of the field. */
function treeRelationOf(columnData: ColumnData): string | undefined {
  return Number(columnData.type) === 2 && columnData.treeRelation ? columnData.treeRelation : undefined;
}

function queryConditions(queryJson: string | undefined, fields: FormField[], columnData: ColumnData): SQL[] {
  const items = columnData.searchList ?? [];
  const relation = treeRelationOf(columnData);
  if (!queryJson) return [];
  let query: unknown;
  try {
    query = JSON.parse(queryJson);
  } catch {
    throw new BizError('查询条件格式不正确');
  }
  if (!query || typeof query !== 'object' || Array.isArray(query)) throw new BizError('查询条件格式不正确');
  const byVModel = new Map(fields.map((f) => [f.vModel, f]));
  const conditions: SQL[] = [];
  for (const [key, value] of Object.entries(query)) {
    const field = byVModel.get(key);
    let condition: SQL | undefined;
    if (field) condition = fieldCondition(field, key === relation ? 1 : searchTypeOf(field, items), value);
    else if (isSystemColumn(key) && Array.isArray(value)) condition = systemRange(SYSTEM_COLUMNS[key], value);
    // other keys (a tree relation of another screen, a stale search field) do not filter
    if (condition) conditions.push(condition);
  }
  return conditions;
}

function keywordCondition(keyword: string | undefined, fields: FormField[], columnData: ColumnData): SQL | undefined {
  const k = keyword?.trim();
  if (!k) return undefined;
  const known = new Set(fields.map((f) => f.vModel));
  const flagged = (columnData.searchList ?? []).filter((i) => i.isKeyword).map((i) => i.prop ?? i.__vModel__ ?? '');
  const props = flagged.length ? flagged : (columnData.columnList ?? []).map((c) => c.prop ?? '');
  const keys = [...new Set(props)].filter((p) => known.has(p));
  if (keys.length === 0) return sql`false`;
  return or(...keys.map((key) => sql`${textOf(key)} ilike ${likePattern(k)}`));
}

function orderBy(sidx: string | undefined, fields: FormField[], columnData: ColumnData): SQL[] {
  const fromConfig = (columnData.defaultSortConfig ?? []).map((s) => `${s.sort === 'desc' ? '-' : ''}${s.field ?? ''}`);
  const tokens = (sidx?.trim() ? sidx.split(',') : fromConfig).map((t) => t.trim()).filter(Boolean);
  const known = new Set(fields.map((f) => f.vModel));
  const order: SQL[] = [];
  for (const token of tokens) {
    const descending = token.startsWith('-');
    const name = descending ? token.slice(1) : token;
    if (isSystemColumn(name)) order.push(descending ? desc(SYSTEM_COLUMNS[name]) : asc(SYSTEM_COLUMNS[name]));
    else if (known.has(name))
      order.push(descending ? sql`${json(name)} desc nulls last` : sql`${json(name)} asc nulls last`);
  }
  if (order.length === 0) order.push(desc(visualdevRecords.creatorTime));
  order.push(asc(visualdevRecords.id));
  return order;
}

interface ParsedModel {
  formData: string;
  columnData: string;
  parsed: { fields: FormField[]; columnData: ColumnData };
}
/**
 * The list parses the same ~45 KB of model JSON on every request; the parse is kept per model and reused while
 * the texts just read are identical to the ones parsed (checked on every call, so an edited model, here or in
 * another process, is parsed again). The parsed values are only read, never changed.
 */
const parsedModels = new Map<string, ParsedModel>();
const MAX_PARSED_MODELS = 200;

function parsedModel(modelId: string, formData: string, columnData: string): ParsedModel['parsed'] {
  const hit = parsedModels.get(modelId);
  if (hit && hit.formData === formData && hit.columnData === columnData) return hit.parsed;
  const parsed = { fields: parseFormModel(formData).fields, columnData: parseColumnData(columnData) };
  if (!hit && parsedModels.size >= MAX_PARSED_MODELS) parsedModels.clear();
  parsedModels.set(modelId, { formData, columnData, parsed });
  return parsed;
}

const creator = alias(users, 'creator');
const modifier = alias(users, 'modifier');

export async function listRecords(db: Db, modelId: string, query: OnlineListQuery): Promise<PageResult<OnlineListRow>> {
  const model = await requireModel(db, modelId);
  const { fields, columnData } = parsedModel(modelId, model.formData, model.columnData);
  const page = pageOf(query);
  const where = and(
    eq(visualdevRecords.modelId, modelId),
    ...queryConditions(query.queryJson, fields, columnData),
    keywordCondition(query.keyword, fields, columnData),
  );
  // independent statements: on PostgreSQL they run side by side on two pooled connections
  const [[{ total }], rows] = await Promise.all([
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(visualdevRecords)
      .where(where),
    db
      .select({
        record: visualdevRecords,
        creatorName: creator.realName,
        creatorAccount: creator.account,
        modifierName: modifier.realName,
        modifierAccount: modifier.account,
      })
      .from(visualdevRecords)
      .leftJoin(creator, eq(creator.id, visualdevRecords.creatorUserId))
      .leftJoin(modifier, eq(modifier.id, visualdevRecords.lastModifyUserId))
      .where(where)
      .orderBy(...orderBy(query.sidx, fields, columnData))
      .limit(page.pageSize)
      .offset(page.offset),
  ]);
  const person = (name: string | null, account: string | null) => (name ? `${name}/${account}` : '');
  const list = rows.map(({ record, creatorName, creatorAccount, modifierName, modifierAccount }) => ({
    ...record.data,
    id: record.id,
    // the flow the record went to (an import into a model with flows), as the platform's list rows carry it
    ...(record.flowId ? { flowId: record.flowId } : {}),
    creatorUserId: record.creatorUserId,
    creatorUser: person(creatorName, creatorAccount),
    creatorTime: toMs(record.creatorTime) ?? 0,
    lastModifyUserId: record.lastModifyUserId,
    lastModifyUser: person(modifierName, modifierAccount),
    lastModifyTime: toMs(record.lastModifyTime),
  }));
  return pageResult(list, page, total);
}
