/** Schedules (docs/contract.md): the signed-in user's calendar. */
import { get, request } from '../http';
import type {
  ApiEnvelope,
  ListReply,
  ScheduleDetail,
  ScheduleForm,
  ScheduleInfo,
  ScheduleItem,
  ScheduleScope,
} from '../../../contract';

const BASE = '/api/system/Schedule';
const seg = (value: string) => encodeURIComponent(value);

function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

/** Occurrences overlapping the range (`yyyy-MM-dd HH:mm`); repeating series come expanded. */
export function getScheduleList(range: { startTime: string; endTime: string }): Promise<ListReply<ScheduleItem>> {
  return get<ListReply<ScheduleItem>>(BASE, range);
}

/** `id` may name one occurrence of a series (`<seriesId>_<yyyyMMdd>`). */
export function getScheduleInfo(id: string): Promise<ScheduleInfo> {
  return get<ScheduleInfo>(`${BASE}/${seg(id)}`);
}

export function getScheduleDetail(id: string, groupId = ''): Promise<ScheduleDetail> {
  return get<ScheduleDetail>(`${BASE}/detail`, { groupId, id });
}

export function createSchedule(body: ScheduleForm): Promise<ApiEnvelope<null>> {
  return write('post', BASE, body);
}

/** scope 1 this occurrence, 2 this and following */
export function updateSchedule(id: string, scope: ScheduleScope, body: ScheduleForm): Promise<ApiEnvelope<null>> {
  return write('put', `${BASE}/${seg(id)}/${scope}`, { ...body, id });
}

/** scope 1 this occurrence, 2 this and following, 3 all */
export function deleteSchedule(id: string, scope: ScheduleScope): Promise<ApiEnvelope<null>> {
  return write('delete', `${BASE}/${seg(id)}/${scope}`);
}

/** Users the schedule may invite (until the user picker exists). */
export function getScheduleUserOptions(): Promise<ListReply<{ id: string; fullName: string }>> {
  return get<ListReply<{ id: string; fullName: string }>>(`${BASE}/Actions/UserSelector`);
}
