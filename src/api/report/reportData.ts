/** Report data: the report server's `/Data`, served here under /api/report/Data. */
import { get, request } from '../http';
import type {
  ApiEnvelope,
  ListReply,
  PageResult,
  ReportForm,
  ReportListItem,
  ReportListQuery,
} from '../../../contract';

const BASE = '/api/report/Data';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getReportList(query: ReportListQuery): Promise<PageResult<ReportListItem>> {
  return get<PageResult<ReportListItem>>(BASE, query);
}

export function getReportSelector(): Promise<ListReply<{ id: string; fullName: string; enCode: string }>> {
  return get<ListReply<{ id: string; fullName: string; enCode: string }>>(`${BASE}/Selector`);
}

export function getReportInfo(id: string): Promise<Required<ReportForm>> {
  return get<Required<ReportForm>>(`${BASE}/${seg(id)}`);
}

export function createReport(body: ReportForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updateReport(id: string, body: ReportForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deleteReport(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function toggleReportState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/State`);
}

export function copyReport(id: string): Promise<ApiEnvelope<null>> {
  return write('post', `${BASE}/${seg(id)}/Actions/Copy`);
}
