/** Wire types of /api/message used by the shell (docs/contract.md). */

/** GET /api/message/getUnReadMsgNum */
export interface UnreadCounts {
  unReadMsg: number;
  unReadNotice: number;
  unReadSystemMsg: number;
  unReadSchedule: number;
  unReadNum: number;
}
