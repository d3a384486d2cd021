/** Positions (`/api/permission/Position`, docs/contract.md). */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  IdsConditionInput,
  ListReply,
  PageResult,
  PositionInfo,
  PositionInput,
  PositionListQuery,
  PositionRow,
  PositionTreeNode,
} from '../../../contract';

const POS = '/api/permission/Position';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getPositionList(query: PositionListQuery = {}): Promise<PageResult<PositionRow>> {
  return get<PageResult<PositionRow>>(POS, query);
}

/** ★ every enabled position, flat. */
export function getPositionAll(): Promise<ListReply<PositionRow>> {
  return get<ListReply<PositionRow>>(`${POS}/All`);
}

/** ★ organisations holding their enabled positions. */
export function getPositionSelector(): Promise<ListReply<PositionTreeNode>> {
  return get<ListReply<PositionTreeNode>>(`${POS}/Selector`);
}

export function getPositionsByOrganizes(organizeIds: string[]): Promise<ListReply<PositionTreeNode>> {
  return post<ListReply<PositionTreeNode>>(`${POS}/getListByOrgIds`, { organizeIds });
}

export function getPositionCondition(body: IdsConditionInput): Promise<ListReply<PositionTreeNode>> {
  return post<ListReply<PositionTreeNode>>(`${POS}/PositionCondition`, body);
}

export function getPositionInfo(id: string): Promise<PositionInfo> {
  return get<PositionInfo>(`${POS}/${seg(id)}`);
}

export function createPosition(body: PositionInput): Promise<ApiEnvelope<null>> {
  return write('post', POS, body);
}

export function updatePosition(id: string, body: PositionInput): Promise<ApiEnvelope<null>> {
  return write('put', `${POS}/${seg(id)}`, { ...body, id });
}

export function deletePosition(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${POS}/${seg(id)}`);
}

export function togglePositionState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${POS}/${seg(id)}/Actions/State`);
}
