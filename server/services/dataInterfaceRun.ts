import { eq } from 'drizzle-orm';
import type { DataInterfaceParameter, DataInterfaceParamValue } from '../../contract';
import type { Db } from '../db/client';
import { dataInterfaces, users } from '../db/schema';
import { BizError } from '../lib/envelope';
import { runHttp } from './dataInterfaceHttp';
import { runSelect } from './dataInterfaceSql';

/**
 * Runs a data interface with the caller's parameters (docs/contract.md). Parameter values come from the
 * request's paramList (the form already put field values into defaultValue), else the declared default;
 * system variables (@user, @organization, @currentTime) are resolved on the server, never trusted.
 */

export type InterfaceRow = typeof dataInterfaces.$inferSelect;

export interface Caller {
  userId: string;
  now?: Date;
}

export function parseParameters(parameterJson: string): DataInterfaceParameter[] {
  try {
    const parsed: unknown = JSON.parse(parameterJson || '[]');
    return Array.isArray(parsed)
      ? (parsed as DataInterfaceParameter[]).filter((p) => p && typeof p.field === 'string')
      : [];
  } catch {
    return [];
  }
}

export interface DataConfig {
  staticData?: unknown;
  sqlData?: { sql?: string };
  apiData?: { url?: string; method?: string };
}

export function parseDataConfig(text: string): DataConfig {
  try {
    const parsed: unknown = JSON.parse(text || '{}');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as DataConfig) : {};
  } catch {
    return {};
  }
}

async function systemVariables(db: Db, caller: Caller): Promise<Record<string, unknown>> {
  const [user] = await db.select({ organizeId: users.organizeId }).from(users).where(eq(users.id, caller.userId));
  return {
    '@user': caller.userId,
    '@organization': user?.organizeId ?? '',
    '@currentTime': (caller.now ?? new Date()).getTime(),
  };
}

/** The value of every declared parameter for this call. */
export async function resolveParameters(
  db: Db,
  declared: DataInterfaceParameter[],
  given: DataInterfaceParamValue[] = [],
  caller: Caller,
): Promise<Map<string, unknown>> {
  const system = await systemVariables(db, caller);
  const values = new Map<string, unknown>();
  for (const param of declared) {
    const sent = given.find((g) => g && g.field === param.field);
    let value: unknown = sent ? sent.defaultValue : param.defaultValue;
    if (sent?.sourceType === 3) value = '';
    if (typeof value === 'string' && value in system) value = system[value];
    values.set(param.field, value ?? '');
  }
  return values;
}

const sameValue = (rowValue: unknown, wanted: unknown) =>
  Array.isArray(wanted)
    ? wanted.map(String).includes(String(rowValue))
    : String(rowValue ?? '') === String(wanted ?? '');

/** Static data: each declared parameter that names a field of the rows keeps the rows whose field equals it. */
function filterStatic(data: unknown, values: ReadonlyMap<string, unknown>): unknown {
  if (!Array.isArray(data)) return data;
  return data.filter((row: unknown) => {
    if (!row || typeof row !== 'object') return true;
    return [...values].every(
      ([field, value]) => !(field in row) || sameValue((row as Record<string, unknown>)[field], value),
    );
  });
}

export async function runInterface(
  db: Db,
  row: InterfaceRow,
  paramList: DataInterfaceParamValue[] | undefined,
  caller: Caller,
): Promise<unknown> {
  if (row.enabledMark !== 1) throw new BizError('数据接口已禁用');
  const values = await resolveParameters(db, parseParameters(row.parameterJson), paramList, caller);
  const config = parseDataConfig(row.dataConfigJson);
  switch (row.type) {
    case 1:
      return filterStatic(config.staticData ?? [], values);
    case 2:
      if (!config.sqlData?.sql) throw new BizError('数据接口未配置SQL语句');
      return runSelect(db, config.sqlData.sql, values);
    case 3:
      return runHttp(config.apiData ?? {}, values);
    default:
      throw new BizError('数据接口类型不正确');
  }
}

export async function requireInterface(db: Db, id: string): Promise<InterfaceRow> {
  const [row] = await db.select().from(dataInterfaces).where(eq(dataInterfaces.id, id));
  if (!row) throw new BizError('数据接口不存在');
  return row;
}

type Row = Record<string, unknown>;

/** The rows of a result: an array, a {list} page, or one object. Trees are walked through `children`. */
export function rowsOf(result: unknown): Row[] {
  if (Array.isArray(result)) return result.filter((r): r is Row => !!r && typeof r === 'object');
  if (result && typeof result === 'object') {
    const list = (result as { list?: unknown }).list;
    return Array.isArray(list) ? rowsOf(list) : [result as Row];
  }
  return [];
}

export function flattenRows(rows: Row[]): Row[] {
  return rows.flatMap((r) => [r, ...(Array.isArray(r.children) ? flattenRows(rowsOf(r.children)) : [])]);
}
