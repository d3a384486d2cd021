/** The signed-in user's own settings and records: /api/permission/Users/Current (docs/contract.md). */
import { del, get, post, put, request } from './http';
import { loadCipher } from './cipher';
import type {
  ApiEnvelope,
  CreateSignImageBody,
  ModifyPasswordBody,
  PageResult,
  ServerLanguage,
  SignImage,
  Subordinate,
  SwitchMajorBody,
  SystemLogItem,
  SystemLogQuery,
  UpdateBaseInfoBody,
  UserAuthorize,
  UserBaseInfo,
  UserMembership,
} from '../../contract';

const BASE = '/api/permission/Users/Current';

/** Options every read here takes: screens that can live without the data pass `silent` to skip the toast. */
export interface ReadOptions {
  silent?: boolean;
}

export function getBaseInfo(opts: ReadOptions = {}): Promise<UserBaseInfo> {
  return get<UserBaseInfo>(`${BASE}/BaseInfo`, undefined, opts);
}

export function updateBaseInfo(body: UpdateBaseInfoBody): Promise<null> {
  return put<null>(`${BASE}/BaseInfo`, body);
}

export interface ModifyPasswordInput {
  oldPassword: string;
  password: string;
  code: string;
  timestamp: string;
}

/**
 * POST …/Actions/ModifyPassword with both passwords md5-hashed. Resolves with the server's own success message
 * (e.g. 修改成功，请牢记新密码。); a refusal is toasted by the request layer and rejects.
 */
export async function modifyPassword(input: ModifyPasswordInput): Promise<string> {
  const { encryptNewPassword, md5Hex } = await loadCipher();
  const body: ModifyPasswordBody = {
    oldPassword: md5Hex(input.oldPassword),
    password: md5Hex(input.password),
    encryptedPassword: encryptNewPassword(input.password),
    code: input.code,
    timestamp: input.timestamp,
  };
  const reply: ApiEnvelope<unknown> = await request<unknown>({
    url: `${BASE}/Actions/ModifyPassword`,
    method: 'post',
    data: body,
    raw: true,
  });
  return reply.msg;
}

/** PUT …/Avatar/{name}: the stored userAvatar image `name` becomes the user's avatar. */
export function setAvatar(name: string): Promise<null> {
  return put<null>(`${BASE}/Avatar/${encodeURIComponent(name)}`);
}

/** Remembers the layout on the server; a failure is ignored (the local setting already applies). */
export function saveSystemTheme(theme: string): Promise<void> {
  return put<null>(`${BASE}/SystemTheme`, { theme }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** Remembers the language on the server; a failure is ignored like saveSystemTheme. */
export function saveSystemLanguage(language: ServerLanguage): Promise<void> {
  return put<null>(`${BASE}/SystemLanguage`, { language }, { silent: true }).then(
    () => undefined,
    () => undefined,
  );
}

/** Makes another of the user's systems the current one; the caller reloads CurrentUser afterwards. */
export function switchSystem(systemId: string): Promise<null> {
  const body: SwitchMajorBody = { majorType: 'System', majorId: systemId, menuType: 0 };
  return put<null>(`${BASE}/major`, body);
}

export function getUserOrganizes(opts: ReadOptions = {}): Promise<UserMembership[]> {
  return get<UserMembership[]>(`${BASE}/getUserOrganizes`, undefined, opts);
}

export function getUserPositions(opts: ReadOptions = {}): Promise<UserMembership[]> {
  return get<UserMembership[]>(`${BASE}/getUserPositions`, undefined, opts);
}

export function getSubordinates(id = '0', opts: ReadOptions = {}): Promise<Subordinate[]> {
  return get<Subordinate[]>(`${BASE}/Subordinate/${encodeURIComponent(id)}`, undefined, opts);
}

export function getAuthorize(opts: ReadOptions = {}): Promise<UserAuthorize> {
  return get<UserAuthorize>(`${BASE}/Authorize`, undefined, opts);
}

export function getSystemLog(query: SystemLogQuery, opts: ReadOptions = {}): Promise<PageResult<SystemLogItem>> {
  return get<PageResult<SystemLogItem>>(`${BASE}/SystemLog`, query, opts);
}

export function getSignImages(opts: ReadOptions = {}): Promise<SignImage[]> {
  return get<SignImage[]>(`${BASE}/SignImg`, undefined, opts);
}

export function createSignImage(body: CreateSignImageBody): Promise<null> {
  return post<null>(`${BASE}/SignImg`, body);
}

export function setDefaultSignImage(id: string): Promise<null> {
  return put<null>(`${BASE}/${encodeURIComponent(id)}/SignImg`);
}

export function deleteSignImage(id: string): Promise<null> {
  return del<null>(`${BASE}/${encodeURIComponent(id)}/SignImg`);
}
