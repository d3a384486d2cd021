/** Areas (`/api/system/Area`, docs/contract.md): a lazy tree from root `-1`, the pickers' calls, CRUD and state. */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  AreaInfo,
  AreaInput,
  AreaListQuery,
  AreaNode,
  AreaSelectorNode,
  ListReply,
} from '../../../contract';

const AREA = '/api/system/Area';
export const AREA_ROOT = '-1';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screens show the server's `msg` on success (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

/** The children of one node (`-1` for the provinces); a keyword searches the whole subtree below it. */
export function getAreaList(nodeId: string, query: AreaListQuery = {}): Promise<ListReply<AreaNode>> {
  return get<ListReply<AreaNode>>(`${AREA}/${seg(nodeId)}`, query);
}

/** Enabled children of `parentId`, without `excludeId` (the area being edited; '0' for none). */
export function getAreaSelector(parentId: string, excludeId = '0'): Promise<ListReply<AreaSelectorNode>> {
  return get<ListReply<AreaSelectorNode>>(`${AREA}/${seg(parentId)}/Selector/${seg(excludeId)}`);
}

/** Id paths → name paths, for showing saved area values. */
export function getAreaByIds(idsList: string[][]): Promise<string[][]> {
  return post<string[][]>(`${AREA}/GetAreaByIds`, { idsList });
}

export function getAreaInfo(id: string): Promise<AreaInfo> {
  return get<AreaInfo>(`${AREA}/${seg(id)}/Info`);
}

export function createArea(body: AreaInput): Promise<ApiEnvelope<null>> {
  return write('post', AREA, body);
}

export function updateArea(id: string, body: AreaInput): Promise<ApiEnvelope<null>> {
  return write('put', `${AREA}/${seg(id)}`, { ...body, id });
}

export function deleteArea(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${AREA}/${seg(id)}`);
}

export function toggleAreaState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${AREA}/${seg(id)}/Actions/State`);
}
