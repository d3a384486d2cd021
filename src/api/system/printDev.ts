/** Print templates and print logs (docs/contract.md). */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  DownloadReply,
  ListReply,
  PageResult,
  PrintDevForm,
  PrintDevListItem,
  PrintDevListQuery,
  PrintLogInput,
  PrintLogItem,
} from '../../../contract';

const BASE = '/api/system/printDev';
const LOG = '/api/system/printLog';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getPrintDevList(query: PrintDevListQuery): Promise<PageResult<PrintDevListItem>> {
  return get<PageResult<PrintDevListItem>>(BASE, query);
}

export function getPrintDevSelector(type?: string): Promise<ListReply<Record<string, unknown>>> {
  return get<ListReply<Record<string, unknown>>>(`${BASE}/Selector`, type ? { type } : {});
}

export function getPrintDevByIds(ids: string[]): Promise<{ id: string; fullName: string; enabledMark: number }[]> {
  return post<{ id: string; fullName: string; enabledMark: number }[]>(`${BASE}/getListOptions`, { ids });
}

export function getPrintDevInfo(id: string): Promise<Required<PrintDevForm>> {
  return get<Required<PrintDevForm>>(`${BASE}/${seg(id)}`);
}

export function createPrintDev(body: PrintDevForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updatePrintDev(id: string, body: PrintDevForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deletePrintDev(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function togglePrintDevState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/State`);
}

export function copyPrintDev(id: string): Promise<ApiEnvelope<null>> {
  return write('post', `${BASE}/${seg(id)}/Actions/Copy`);
}

export function exportPrintDev(id: string): Promise<DownloadReply> {
  return get<DownloadReply>(`${BASE}/${seg(id)}/Actions/Export`);
}

export function getPrintLogList(
  printId: string,
  query: { keyword?: string; currentPage?: number; pageSize?: number; startTime?: string; endTime?: string },
): Promise<PageResult<PrintLogItem>> {
  return get<PageResult<PrintLogItem>>(`${LOG}/${seg(printId)}`, query);
}

export function savePrintLog(body: PrintLogInput): Promise<ApiEnvelope<null>> {
  return write('post', `${LOG}/save`, body);
}
