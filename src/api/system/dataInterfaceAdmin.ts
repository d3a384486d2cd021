/** Administration of data interfaces (docs/contract.md): the 数据接口 screen's calls, next to the runtime ones. */
import { get, request } from '../http';
import type {
  ApiEnvelope,
  DataInterfaceForm,
  DataInterfaceListItem,
  DataInterfaceLogItem,
  PageResult,
} from '../../../contract';

const BASE = '/api/system/DataInterface';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export interface DataInterfaceListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  category?: string;
  type?: number;
  enabledMark?: number;
}

export function getDataInterfaceList(query: DataInterfaceListQuery): Promise<PageResult<DataInterfaceListItem>> {
  return get<PageResult<DataInterfaceListItem>>(BASE, query);
}

export function getDataInterfaceInfo(id: string): Promise<DataInterfaceForm & { id: string }> {
  return get<DataInterfaceForm & { id: string }>(`${BASE}/${seg(id)}`);
}

export function createDataInterface(body: DataInterfaceForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updateDataInterface(id: string, body: DataInterfaceForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deleteDataInterface(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function toggleDataInterfaceState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/State`);
}

export function copyDataInterface(id: string): Promise<ApiEnvelope<null>> {
  return write('post', `${BASE}/${seg(id)}/Actions/Copy`);
}

export function getDataInterfaceLogs(
  id: string,
  query: { keyword?: string; currentPage?: number; pageSize?: number },
): Promise<PageResult<DataInterfaceLogItem>> {
  return get<PageResult<DataInterfaceLogItem>>(`/api/system/DataInterfaceLog/${seg(id)}`, query);
}
