/** Notices (docs/contract.md): the 通知公告 screen. */
import { get, post, request } from '../http';
import type { ApiEnvelope, NoticeForm, NoticeInfo, NoticeItem, NoticeListQuery, PageResult } from '../../../contract';

const BASE = '/api/message/Notice';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screen toasts the server's msg (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

export function getNoticeList(query: NoticeListQuery): Promise<PageResult<NoticeItem>> {
  return post<PageResult<NoticeItem>>(`${BASE}/List`, query);
}

export function getNoticeInfo(id: string): Promise<NoticeInfo> {
  return get<NoticeInfo>(`${BASE}/${seg(id)}`);
}

export function createNotice(body: NoticeForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

export function updateNotice(id: string, body: NoticeForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}`, { ...body, id });
}

export function deleteNotice(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}`);
}

export function releaseNotice(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/Actions/Release`);
}
