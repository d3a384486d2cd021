import type { TFunction } from 'i18next';
import type { ChatBody, ChatRecord, ReceiveMessageEvent, SendMessageEvent } from '../../../contract';

/** A message as the window keeps it: the stored record's shape, whichever way it arrived (REST or socket). */
export type ChatMsg = ChatRecord;

/** An image, voice or video message's body: the uploaded file and the path it is served from. */
export interface ChatFile {
  name?: string;
  width?: number;
  height?: number;
  length?: number;
  path?: string;
}

const bodyText = (body: ChatBody): string => (typeof body === 'string' ? body : JSON.stringify(body));

export function fromReceive(event: ReceiveMessageEvent, me: string): ChatMsg {
  return {
    id: event.id,
    sendUserId: event.formUserId,
    receiveUserId: me,
    sendTime: event.dateTime,
    receiveTime: null,
    content: bodyText(event.formMessage),
    contentType: event.messageType,
    state: 0,
  };
}

export function fromSend(event: SendMessageEvent): ChatMsg {
  return {
    id: event.id,
    sendUserId: event.UserId,
    receiveUserId: event.toUserId,
    sendTime: event.dateTime,
    receiveTime: null,
    content: bodyText(event.toMessage),
    contentType: event.messageType,
    state: 0,
  };
}

/** The file of a non-text message; an unreadable body gives an empty object (shown as a broken file). */
export function chatFile(content: string): ChatFile {
  try {
    const parsed: unknown = JSON.parse(content);
    return parsed && typeof parsed === 'object' ? (parsed as ChatFile) : {};
  } catch {
    return {};
  }
}

/** The one-line preview of a conversation's latest message: the text, or [图片]/[语音]/[视频]. */
export function previewText(type: string, content: string, t: TFunction): string {
  if (type === 'image') return t('chat.image');
  if (type === 'voice') return t('chat.voice');
  if (type === 'video') return t('chat.video');
  return content;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const pad = (n: number) => String(n).padStart(2, '0');

/** How long ago: just now, minutes, hours, days up to 6, then the date (month-day this year). */
export function relativeTime(ts: number, t: TFunction, now = Date.now()): string {
  if (!ts) return '';
  const diff = now - ts;
  if (diff < MINUTE) return t('chat.justNow');
  if (diff < HOUR) return t('chat.minutesAgo', { n: Math.floor(diff / MINUTE) });
  if (diff < DAY) return t('chat.hoursAgo', { n: Math.floor(diff / HOUR) });
  if (diff < 7 * DAY) return t('chat.daysAgo', { n: Math.floor(diff / DAY) });
  const d = new Date(ts);
  const md = `${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
  return d.getFullYear() === new Date(now).getFullYear() ? md : `${d.getFullYear()}-${md}`;
}

/** The time printed beside a message: HH:mm today, otherwise the date too. */
export function messageTime(ts: number, now = Date.now()): string {
  const d = new Date(ts);
  const hm = `${pad(d.getHours())}:${pad(d.getMinutes())}`;
  const today = new Date(now).toDateString() === d.toDateString();
  return today ? hm : `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())} ${hm}`;
}

/** Adds messages to a list kept oldest first, once per id. */
export function mergeMessages(list: ChatMsg[], incoming: ChatMsg[]): ChatMsg[] {
  const seen = new Set(list.map((m) => m.id));
  const added = incoming.filter((m) => !seen.has(m.id) && (seen.add(m.id), true));
  if (!added.length) return list;
  return [...list, ...added].sort((a, b) => a.sendTime - b.sendTime || a.id.localeCompare(b.id));
}
