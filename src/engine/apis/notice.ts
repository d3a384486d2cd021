import dayjs from 'dayjs';
import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/message/notice';
import type { NoticeForm, NoticeInfo, NoticeListQuery } from '../../../contract';
import { session } from '../../store/session';
import { num, optionalText, requiredText, text, versionArg, type ApiArgs } from '../apiArgs';

/**
 * Notices (docs/contract.md): the 通知公告 screen and its dialog. The dialog picks recipients with three
 * pickers (organisations, roles, users); the wire carries them as one comma list of typed ids (`id--role`…),
 * as the platform's multi user picker writes them. The expiry is edited as `YYYY-MM-DD HH:mm` text.
 */

const MINUTE = 'YYYY-MM-DD HH:mm';
const ORG_TYPES = ['organize', 'company', 'department'];

const listOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

/** organisation paths (the organizeSelect value) as their last ids */
const lastIds = (paths: unknown): string[] =>
  listOf(paths)
    .map((p) => (Array.isArray(p) ? p[p.length - 1] : p))
    .filter((id) => id !== undefined && id !== null && id !== '')
    .map(String);

function recipients(args: ApiArgs): string {
  const me = session.userInfo?.userId ?? '';
  const users = listOf(args?.userIds).map((id) => (id === 'currentUser' ? me : String(id)));
  return [
    ...lastIds(args?.organizeIds).map((id) => `${id}--organize`),
    ...listOf(args?.roleIds).map((id) => `${String(id)}--role`),
    ...users.filter(Boolean).map((id) => (id.includes('--') ? id : `${id}--user`)),
    // positions and groups a notice may name through another client are kept as they were
    ...listOf(args?.otherRecipients).map(String),
  ].join(',');
}

function noticeForm(args: ApiArgs): NoticeForm {
  const expiry = text(args, 'expirationTime');
  return {
    title: text(args, 'title'),
    bodyText: text(args, 'bodyText'),
    excerpt: text(args, 'excerpt'),
    category: text(args, 'category', '1') || '1',
    files: JSON.stringify(listOf(args?.files)),
    toUserIds: recipients(args),
    expirationTime: expiry ? dayjs(expiry).valueOf() : null,
    version: versionArg(args) ?? null,
  };
}

function parseFiles(files: string): unknown[] {
  try {
    return listOf(JSON.parse(files || '[]'));
  } catch {
    return [];
  }
}

/** What the dialog edits: the typed recipient list split back over the three pickers. */
function dialogValues(info: NoticeInfo) {
  const typed = info.toUserIds.split(',').filter(Boolean);
  const of = (types: string[]) =>
    typed.filter((value) => types.includes(value.split('--')[1] ?? 'user')).map((value) => value.split('--')[0]);
  return {
    ...info,
    organizeIds: of(ORG_TYPES).map((id) => [id]),
    roleIds: of(['role']),
    userIds: of(['user']),
    otherRecipients: typed.filter((value) => ['position', 'group'].includes(value.split('--')[1] ?? '')),
    files: parseFiles(info.files),
    expirationTime: info.expirationTime ? dayjs(info.expirationTime).format(MINUTE) : '',
  };
}

function listQuery(args: ApiArgs): NoticeListQuery {
  const state = optionalText(args, 'enabledMark');
  return {
    keyword: optionalText(args, 'keyword'),
    enabledMark: state === undefined ? [] : [state],
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

export const apis = {
  'notice.list': (a) => api.getNoticeList(listQuery(a)),
  'notice.info': async (a) => dialogValues(await api.getNoticeInfo(requiredText(a, 'id'))),
  'notice.create': (a) => api.createNotice(noticeForm(a)),
  'notice.update': (a) => api.updateNotice(requiredText(a, 'id'), noticeForm(a)),
  'notice.remove': (a) => api.deleteNotice(requiredText(a, 'id')),
  'notice.release': (a) => api.releaseNotice(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
