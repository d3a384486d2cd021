/**
 * Shared set-up of the chat's component tests (imported by *.test.tsx only): Chinese strings, a signed-in
 * user, a recording frame sender on the bus, and builders of the socket events and history pages.
 */
import type { ReactNode } from 'react';
import { App } from 'antd';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from '../../i18n/locales/zh';
import type { ChatRecord, PageResult, ReceiveMessageEvent, SendMessageEvent, UserInfo } from '../../../contract';
import { session } from '../../store/session';
import { setFrameSender } from '../bus';
import { chatState } from './chatStore';

export const ME = 'u-me';
export const BOB = { id: 'u-bob', realName: '张伟', account: 'zhangwei', headIcon: '' };

export async function initChatTest(): Promise<void> {
  await i18n.use(initReactI18next).init({ lng: 'zh', resources: { zh: { translation: zh } } });
  session.userInfo = { userId: ME, userName: '管理员', headIcon: '' } as UserInfo;
}

/** Frames the components sent; `connected` false makes sendFrame answer false, as with no socket open. */
export function recordFrames(connected = true) {
  const frames: Record<string, unknown>[] = [];
  setFrameSender(connected ? (frame) => (frames.push(frame), true) : null);
  return frames;
}

export function resetChatState(): void {
  Object.assign(chatState, { drawerOpen: false, active: null, unread: {}, cleared: {} });
  setFrameSender(null);
}

export const withApp = (ui: ReactNode) => <App>{ui}</App>;

let seq = 100;

export function record(
  id: string,
  from: string,
  to: string,
  content: string,
  sendTime = 1_700_000_000_000,
): ChatRecord {
  return {
    id,
    sendUserId: from,
    receiveUserId: to,
    sendTime,
    receiveTime: null,
    content,
    contentType: 'text',
    state: 0,
  };
}

export function page(list: ChatRecord[], total = list.length, currentPage = 1, pageSize = 30): PageResult<ChatRecord> {
  return { list, pagination: { currentPage, pageSize, total } };
}

export function received(id: string, text: string, from = BOB.id): ReceiveMessageEvent {
  return {
    method: 'receiveMessage',
    id,
    seq: ++seq,
    messageType: 'text',
    formUserId: from,
    formMessage: text,
    dateTime: Date.now(),
    latestDate: Date.now(),
    headIcon: '',
    realName: from === BOB.id ? BOB.realName : '李娜',
    account: from === BOB.id ? BOB.account : 'lina',
  };
}

export function echoed(id: string, text: string, to = BOB.id): SendMessageEvent {
  return {
    method: 'sendMessage',
    id,
    seq: ++seq,
    UserId: ME,
    account: 'admin',
    headIcon: '',
    realName: '管理员',
    toUserId: to,
    toAccount: BOB.account,
    toHeadIcon: '',
    toRealName: BOB.realName,
    messageType: 'text',
    toMessage: text,
    dateTime: Date.now(),
    latestDate: Date.now(),
  };
}
