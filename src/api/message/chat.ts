/** In-app chat calls (docs/messaging.md "Chat REST"): conversations, history, read state, contacts, images. */
import { del, get, put } from '../http';
import { uploadFile } from '../file';
import type { ChatRecord, ImReplyItem, PageResult, StoredFile } from '../../../contract';

const BASE = '/api/message/imreply';
const seg = (value: string) => encodeURIComponent(value);

/** One person of GET /api/permission/Users/ImUser. */
export interface ImContact {
  id: string;
  account: string;
  realName: string;
  headIcon: string;
  department: string;
}

export interface ChatHistoryQuery {
  currentPage: number;
  pageSize: number;
  /** desc: newest page first (the chat window); asc: oldest first (the history panel); pages are oldest first */
  sord: 'asc' | 'desc';
  keyword?: string;
}

/** Recent conversations of the signed-in user, newest first. */
export async function getConversations(): Promise<ImReplyItem[]> {
  return (await get<{ list: ImReplyItem[] }>(BASE)).list;
}

/** Removes a conversation from my list (it comes back with the next message). */
export function removeConversation(userId: string): Promise<null> {
  return del<null>(`${BASE}/relocation/${seg(userId)}`);
}

/** Hides the conversation's history from me (the other side keeps theirs). */
export function deleteChatRecord(userId: string): Promise<null> {
  return del<null>(`${BASE}/deleteChatRecord/${seg(userId)}`);
}

export function getChatHistory(userId: string, query: ChatHistoryQuery): Promise<PageResult<ChatRecord>> {
  return get<PageResult<ChatRecord>>(`${BASE}/history/${seg(userId)}`, query);
}

/** Marks what `userId` wrote to me as read; silent: a failure only leaves the badge up. */
export function markChatRead(userId: string): Promise<{ count: number }> {
  return put<{ count: number }>(`${BASE}/read/${seg(userId)}`, undefined, { silent: true });
}

export function getImContacts(query: {
  keyword?: string;
  currentPage: number;
  pageSize: number;
}): Promise<PageResult<ImContact>> {
  return get<PageResult<ImContact>>('/api/permission/Users/ImUser', query);
}

/** Uploads a chat image as type IM; its stored `name` is what an image message names. */
export function uploadChatImage(file: File): Promise<StoredFile> {
  return uploadFile('IM', file);
}
