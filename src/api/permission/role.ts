/** Roles (`/api/permission/Role`) and the role permission editor (`Authority/Data`); docs/contract.md. */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  AuthorizeDataInput,
  AuthorizeValues,
  AuthorizeValuesQuery,
  ListReply,
  PageResult,
  RoleConditionInput,
  RoleInfo,
  RoleInput,
  RoleListQuery,
  RoleRow,
  RoleTreeNode,
} from '../../../contract';

const ROLE = '/api/permission/Role';
const AUTHORITY = '/api/permission/Authority';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getRoleList(query: RoleListQuery = {}): Promise<PageResult<RoleRow>> {
  return get<PageResult<RoleRow>>(ROLE, query);
}

/** ★ 全局 and the organisations with their enabled roles (role pickers). */
export function getRoleSelector(): Promise<ListReply<RoleTreeNode>> {
  return get<ListReply<RoleTreeNode>>(`${ROLE}/Selector`);
}

export function getRoleSelectorByPermission(): Promise<ListReply<RoleTreeNode>> {
  return get<ListReply<RoleTreeNode>>(`${ROLE}/SelectorByPermission`);
}

export function getRolesByOrganizes(organizeIds: string[]): Promise<ListReply<RoleTreeNode>> {
  return post<ListReply<RoleTreeNode>>(`${ROLE}/getListByOrgIds`, { organizeIds });
}

export function getRoleCondition(body: RoleConditionInput): Promise<ListReply<RoleTreeNode>> {
  return post<ListReply<RoleTreeNode>>(`${ROLE}/RoleCondition`, body);
}

export function getRoleInfo(id: string): Promise<RoleInfo> {
  return get<RoleInfo>(`${ROLE}/${seg(id)}`);
}

export function createRole(body: RoleInput): Promise<ApiEnvelope<null>> {
  return write('post', ROLE, body);
}

export function updateRole(id: string, body: RoleInput): Promise<ApiEnvelope<null>> {
  return write('put', `${ROLE}/${seg(id)}`, { ...body, id });
}

export function deleteRole(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${ROLE}/${seg(id)}`);
}

export function toggleRoleState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${ROLE}/${seg(id)}/Actions/State`);
}

// ── the role permission editor ───────────────────────────────────────────────────────────────────────────────

/** One step's tree (systems → menus → items) with what the role holds. Large trees: the spec's 100 s timeout. */
export function getAuthorizeValues(roleId: string, query: AuthorizeValuesQuery): Promise<AuthorizeValues> {
  return post<AuthorizeValues>(`${AUTHORITY}/Data/${seg(roleId)}/Values`, query, { timeout: 100_000 });
}

/** Replaces the role's menus, buttons, columns and forms. */
export function saveAuthorize(roleId: string, body: AuthorizeDataInput): Promise<ApiEnvelope<null>> {
  return request<null>({
    url: `${AUTHORITY}/Data/${seg(roleId)}`,
    method: 'put',
    data: { objectType: 'Role', ...body },
    raw: true,
    timeout: 100_000,
  });
}

/** Companies and departments (the organisation screens' ★ Department/Selector), for the role's 所属组织. */
export function getOrganizeOptions(): Promise<ListReply<OrganizeOption>> {
  return get<ListReply<OrganizeOption>>('/api/permission/Organize/Department/Selector/0');
}

export interface OrganizeOption {
  id: string;
  fullName: string;
  children?: OrganizeOption[] | null;
}
