/** The signed-in user's message centre (docs/contract.md, `/api/message`): list, open, read all, delete. */
import { get, request } from '../http';
import type { ApiEnvelope, PageResult } from '../../../contract';

/** Message types: 1 notice, 2 flow, 3 system, 4 schedule (dictionary msgSourceType). */
export type MessageTypeCode = 1 | 2 | 3 | 4;

/** One row of GET /api/message. */
export interface MessageRecord {
  id: string;
  title: string;
  type: number;
  /** flow messages: 1 approval, 2 delegation */
  flowType: number | null;
  /** 0/'0' unread, 1/'1' read (older servers send a string) */
  isRead: number | string;
  /** "real name/account", '' for the system */
  releaseUser: string;
  /** epoch milliseconds */
  releaseTime: number;
  excerpt?: string;
}

/** GET /api/message/ReadInfo/{id}: the whole message; an empty object when it is not the user's. */
export interface MessageInfo {
  id?: string;
  title?: string;
  type?: number;
  flowType?: number | null;
  bodyText?: string;
  excerpt?: string;
  /** JSON text of the attachments */
  files?: string;
  releaseUser?: string;
  releaseTime?: number;
}

/** The filter shared by the list and "mark all read": '' means any. */
export interface MessageFilter {
  keyword: string;
  type: '' | number;
  isRead: '' | '0' | '1';
}

export const MESSAGE_PAGE_SIZE = 20;

export function listMessageRecords(
  filter: MessageFilter,
  currentPage: number,
  pageSize = MESSAGE_PAGE_SIZE,
): Promise<PageResult<MessageRecord>> {
  return get<PageResult<MessageRecord>>('/api/message', { ...filter, currentPage, pageSize, sort: 'desc' });
}

/** Opens one message; the server marks it read. */
export function readMessageInfo(id: string): Promise<MessageInfo> {
  return get<MessageInfo>(`/api/message/ReadInfo/${encodeURIComponent(id)}`);
}

/** Marks every unread message matching the filter read (the server does it, not page by page). */
export function readAllMessages(filter: MessageFilter): Promise<ApiEnvelope<null>> {
  return request<null>({ url: '/api/message/Actions/ReadAll', method: 'post', data: filter, raw: true });
}

export function deleteMessageRecords(ids: string[]): Promise<ApiEnvelope<null>> {
  return request<null>({ url: '/api/message/Record', method: 'delete', data: { ids: ids.join(',') }, raw: true });
}

export function isMessageRead(record: Pick<MessageRecord, 'isRead'>): boolean {
  return String(record.isRead) === '1';
}
