/**
 * The engine's model pages call the OnlineDev API by name with loose arguments (services.api); these read them
 * into the wire shapes. Kept beside the client so src/engine/apiTable.ts stays a list of names.
 */
import type { OnlineListQuery, OnlineRecordBody } from '../../../contract';

type Args = Record<string, unknown> | undefined;

const optional = (args: Args, key: string): string | undefined => {
  const value = args?.[key];
  return value === undefined || value === null || value === '' ? undefined : String(value);
};

const optionalNumber = (args: Args, key: string): number | undefined => {
  const value = args?.[key];
  if (value === undefined || value === null || value === '') return undefined;
  const n = Number(value);
  return Number.isFinite(n) ? n : undefined;
};

/** JSON text stays as it is; an object is written as JSON text (queryJson, data). */
function jsonText(value: unknown): string | undefined {
  if (value === undefined || value === null || value === '') return undefined;
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export function onlineListQuery(args: Args): OnlineListQuery {
  const query: OnlineListQuery = {
    currentPage: optionalNumber(args, 'currentPage'),
    pageSize: optionalNumber(args, 'pageSize'),
    sidx: optional(args, 'sidx'),
    sort: optional(args, 'sort'),
    keyword: optional(args, 'keyword'),
    queryJson: jsonText(args?.queryJson),
    superQueryJson: jsonText(args?.superQueryJson),
    menuId: optional(args, 'menuId'),
    modelId: optional(args, 'modelId'),
  };
  // absent keys stay absent on the wire
  return Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined)) as OnlineListQuery;
}

export function onlineRecordBody(args: Args): OnlineRecordBody {
  const data = jsonText(args?.data);
  if (data === undefined) throw new Error('API argument "data" is required');
  const body: OnlineRecordBody = { data };
  const id = optional(args, 'id');
  const menuId = optional(args, 'menuId');
  if (id) body.id = id;
  if (menuId) body.menuId = menuId;
  return body;
}

export function idList(args: Args): string[] {
  const ids = args?.ids;
  if (!Array.isArray(ids) || ids.length === 0) throw new Error('API argument "ids" must be a non-empty list');
  return ids.map(String);
}
