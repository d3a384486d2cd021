import dayjs from 'dayjs';
import type { EngineUser } from '../../engine-core/services';

/** The system fields shown by one shared widget (docs/widgets.md, "System fields"). */
export type SystemFieldKind =
  'createUser' | 'createTime' | 'modifyUser' | 'modifyTime' | 'currOrganize' | 'currPosition';

/** 'last': the department only; anything else: the full organisation path */
export type ShowLevel = 'last' | 'all' | string;

export const systemTimeFormat = 'YYYY-MM-DD HH:mm:ss';

const isTime = (kind: SystemFieldKind) => kind === 'createTime' || kind === 'modifyTime';

function formatTime(value: unknown): string {
  const parsed =
    typeof value === 'string' && /^\d+$/.test(value) ? dayjs(Number(value)) : dayjs(value as string | number);
  return parsed.isValid() ? parsed.format(systemTimeFormat) : String(value);
}

function lastLevel(path: string): string {
  const parts = path.split('/').filter(Boolean);
  return parts.length ? parts[parts.length - 1] : path;
}

/** What a stored value looks like: timestamps formatted, organisation paths cut to the last level when asked. */
export function storedText(kind: SystemFieldKind, value: unknown, showLevel?: ShowLevel): string {
  if (value === undefined || value === null || value === '') return '';
  if (isTime(kind)) return formatTime(value);
  const text = Array.isArray(value) ? value.map(String).join('/') : String(value);
  return kind === 'currOrganize' && showLevel === 'last' ? lastLevel(text) : text;
}

/**
 * What a new record shows before the server stamps it: who is creating it, when, from which organisation
 * and position. A record is not modified yet, so the modify fields show nothing (the placeholder).
 */
export function liveText(
  kind: SystemFieldKind,
  user: EngineUser | undefined,
  now: number,
  showLevel?: ShowLevel,
): string {
  switch (kind) {
    case 'createUser':
      return user && user.userName ? `${user.userName}/${user.userAccount}` : '';
    case 'createTime':
      return dayjs(now).format(systemTimeFormat);
    case 'currOrganize':
      if (!user) return '';
      return showLevel === 'last' ? user.departmentName || lastLevel(user.organizeName) : user.organizeName;
    case 'currPosition':
      return user?.positionName ?? '';
    default:
      return '';
  }
}
