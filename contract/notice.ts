import type { Static } from 'typebox';
import type { NoticeFormSchema, NoticeListQuerySchema } from './schemas/notice';

/** Wire types of /api/message/Notice (docs/contract.md): the 通知公告 screen. */

/** Body of POST Notice/List. */
export type NoticeListQuery = Static<typeof NoticeListQuerySchema>;

/** Body of POST Notice and PUT Notice/{id}. */
export type NoticeForm = Static<typeof NoticeFormSchema>;

/** enabledMark of a notice: 0 draft, 1 released, 2 expired. */
export type NoticeState = 0 | 1 | 2;

/** A row of POST Notice/List. */
export interface NoticeItem {
  id: string;
  title: string;
  /** '1' 公告, '2' 通知 */
  category: string;
  /** 公告 / 通知 */
  categoryName: string;
  enabledMark: NoticeState;
  excerpt: string;
  /** "real/account" of who released it, '' for a draft */
  releaseUser: string;
  /** epoch ms, null while a draft */
  releaseTime: number | null;
  expirationTime: number | null;
  creatorUser: string;
  creatorTime: number;
}

/** GET Notice/{id}: the row plus what the dialog edits. */
export interface NoticeInfo extends NoticeItem {
  bodyText: string;
  /** comma list of typed recipient ids: `id--user`, `id--role`, `id--department`… (the multi user picker's values) */
  toUserIds: string;
  /** JSON text of the attachments */
  files: string;
  version: number;
}
