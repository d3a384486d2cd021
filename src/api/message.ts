/** Message-centre calls the shell needs (docs/contract.md). */
import { get } from './http';
import type { UnreadCounts } from '../../contract';

/** Unread counts for the bell. Silent: the badge simply stays as it was when the call fails. */
export function getUnreadCounts(): Promise<UnreadCounts> {
  return get<UnreadCounts>('/api/message/getUnReadMsgNum', undefined, { silent: true });
}
