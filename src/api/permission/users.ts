/** User administration and the user pickers' reads (`/api/permission/Users`, docs/contract.md). */
import { get, post, request } from '../http';
import { md5Hex } from '../loginCipher';
import type {
  ApiEnvelope,
  ListReply,
  PageResult,
  PickerPagination,
  SelectedUserListInput,
  UserAdminInfo,
  UserAllItem,
  UserConditionInput,
  UserInput,
  UserListQuery,
  UserPickerNode,
  UserRow,
} from '../../../contract';

const USERS = '/api/permission/Users';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getUserList(query: UserListQuery = {}): Promise<PageResult<UserRow>> {
  return get<PageResult<UserRow>>(USERS, query);
}

export function getUserAll(): Promise<ListReply<UserAllItem>> {
  return get<ListReply<UserAllItem>>(`${USERS}/All`);
}

export function getUserInfo(id: string): Promise<UserAdminInfo> {
  return get<UserAdminInfo>(`${USERS}/${seg(id)}`);
}

export function createUser(body: UserInput): Promise<ApiEnvelope<null>> {
  return write('post', USERS, body);
}

export function updateUser(id: string, body: UserInput): Promise<ApiEnvelope<null>> {
  return write('put', `${USERS}/${seg(id)}`, { ...body, id });
}

export function deleteUser(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${USERS}/${seg(id)}`);
}

export function toggleUserState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${USERS}/${seg(id)}/Actions/State`);
}

export function unlockUser(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${USERS}/${seg(id)}/Actions/unlock`);
}

/** The passwords as typed: only their md5 hex leaves the browser (docs/security.md). */
export function resetUserPassword(id: string, userPassword: string, validatePassword: string) {
  return request<null>({
    url: `${USERS}/${seg(id)}/Actions/ResetPassword`,
    method: 'post',
    data: { userPassword: md5Hex(userPassword), validatePassword: md5Hex(validatePassword) },
    raw: true,
  });
}

// ── ★ picker reads ──────────────────────────────────────────────────────────────────────────────────────────

export function getUsersSelector(): Promise<ListReply<UserPickerNode>> {
  return get<ListReply<UserPickerNode>>(`${USERS}/Selector`);
}

/** Children of a node of the lazy user tree ('0' = the top), or with a keyword a page of users. */
export function getImUserSelector(
  organizeId: string,
  query: PickerPagination = {},
): Promise<ListReply<UserPickerNode> | PageResult<UserPickerNode>> {
  return post<ListReply<UserPickerNode> | PageResult<UserPickerNode>>(
    `${USERS}/ImUser/Selector/${seg(organizeId || '0')}`,
    query,
  );
}

export function getUsersByIds(ids: string[]): Promise<ListReply<UserPickerNode>> {
  return post<ListReply<UserPickerNode>>(`${USERS}/getUserList`, { ids });
}

/** Values of any kind (`id--type`) back to their display items. */
export function getSelectedList(ids: string[]): Promise<ListReply<UserPickerNode>> {
  return post<ListReply<UserPickerNode>>(`${USERS}/getSelectedList`, { ids });
}

export function getSelectedUserList(body: SelectedUserListInput): Promise<PageResult<UserPickerNode>> {
  return post<PageResult<UserPickerNode>>(`${USERS}/getSelectedUserList`, body);
}

export function getUserCondition(body: UserConditionInput): Promise<PageResult<UserPickerNode>> {
  return post<PageResult<UserPickerNode>>(`${USERS}/UserCondition`, body);
}

export function getSubordinates(keyword = ''): Promise<ListReply<UserPickerNode>> {
  return post<ListReply<UserPickerNode>>(`${USERS}/getSubordinates`, { keyword });
}
