/** Wire types of /api/system/Schedule (docs/contract.md). */

/** "1" none, "2" daily, "3" weekly, "4" monthly, "5" yearly. */
export type ScheduleRepetition = '1' | '2' | '3' | '4' | '5';

/** One occurrence in GET Schedule (repeating series are expanded; `id` names the occurrence). */
export interface ScheduleItem {
  id: string;
  /** the series the occurrence belongs to */
  groupId: string;
  category: string;
  urgent: string;
  title: string;
  content: string;
  allDay: number;
  /** epoch ms of the occurrence's start / end */
  startDay: number;
  startTime: string;
  endDay: number;
  endTime: string;
  duration: number;
  color: string;
  reminderTime: number;
  reminderType: number;
  send: string;
  sendName: string;
  repetition: ScheduleRepetition;
  /** last day of the series (epoch ms), null when not repeating */
  repeatTime: number | null;
  creatorUserId: string;
}

export interface ScheduleInfo extends ScheduleItem {
  toUserIds: string[];
  /** JSON text of the attachments */
  files: string;
}

/** GET Schedule/detail: names instead of ids. */
export interface ScheduleDetail extends Omit<ScheduleInfo, 'toUserIds' | 'creatorUserId'> {
  /** the category's dictionary name */
  category: string;
  /** 普通 / 重要 / 紧急 */
  urgent: string;
  creatorUserId: string;
  toUserIds: string;
  toUserIdList: string[];
}

/** Body of POST / PUT {id}/{type}; days accept epoch ms or `yyyy-MM-dd[ HH:mm[:ss]]`. */
export interface ScheduleForm {
  category: string;
  urgent?: number | string;
  title: string;
  content?: string;
  allDay?: number;
  startDay: number | string;
  startTime?: string;
  endDay?: number | string;
  endTime?: string;
  /** minutes; -1 means endDay/endTime say when it ends */
  duration?: number;
  color?: string;
  /** -2 none, -1 at start, minutes before */
  reminderTime?: number;
  reminderType?: number;
  send?: string;
  sendName?: string;
  repetition?: ScheduleRepetition;
  repeatTime?: number | string | null;
  toUserIds?: string[];
  files?: string;
}

/** PUT: 1 this occurrence, 2 this and following. DELETE adds 3 all. */
export type ScheduleScope = 1 | 2 | 3;
