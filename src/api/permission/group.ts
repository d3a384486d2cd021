/** User groups (`/api/permission/Group`, docs/contract.md). */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  GroupInfo,
  GroupInput,
  GroupListQuery,
  GroupRow,
  GroupTreeNode,
  IdsConditionInput,
  ListReply,
  PageResult,
} from '../../../contract';

const GRP = '/api/permission/Group';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getGroupList(query: GroupListQuery = {}): Promise<PageResult<GroupRow>> {
  return get<PageResult<GroupRow>>(GRP, query);
}

/** The types in use (`{id, fullName}` = the type's name), for the group screen. */
export function getGroupTypes(): Promise<ListReply<{ id: string; fullName: string }>> {
  return get<ListReply<{ id: string; fullName: string }>>(`${GRP}/Types`);
}

/** ★ types holding their enabled groups. */
export function getGroupSelector(): Promise<ListReply<GroupTreeNode>> {
  return get<ListReply<GroupTreeNode>>(`${GRP}/Selector`);
}

export function getGroupCondition(body: IdsConditionInput): Promise<ListReply<GroupTreeNode>> {
  return post<ListReply<GroupTreeNode>>(`${GRP}/GroupCondition`, body);
}

export function getGroupInfo(id: string): Promise<GroupInfo> {
  return get<GroupInfo>(`${GRP}/${seg(id)}`);
}

export function createGroup(body: GroupInput): Promise<ApiEnvelope<null>> {
  return write('post', GRP, body);
}

export function updateGroup(id: string, body: GroupInput): Promise<ApiEnvelope<null>> {
  return write('put', `${GRP}/${seg(id)}`, { ...body, id });
}

export function deleteGroup(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${GRP}/${seg(id)}`);
}

export function toggleGroupState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${GRP}/${seg(id)}/Actions/State`);
}
