import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { BizError } from '../lib/envelope';

/**
 * Validation shared by the template-like admin domains (message, print, report): the platform's messages for
 * names, codes, sort and state. Bodies arrive loosely typed; everything is read defensively.
 */

export const MAX_SORT = 999999;
/** letters and digits, dots inside only (the platform's enCode rule) */
export const EN_CODE = /^[a-zA-Z0-9](?:[a-zA-Z0-9.]*[a-zA-Z0-9])?$/;
export const EN_CODE_MESSAGE = '只能输入英文、数字和小数点且小数点不能放在首尾';

export const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

export function intOr(v: unknown, fallback: number): number {
  if (v === undefined || v === null || v === '') return fallback;
  return Number(v);
}

export function requireName(value: unknown, label = '名称'): string {
  const name = str(value);
  if (!name) throw new BizError(`请输入${label}`);
  if (name.length > 50) throw new BizError(`${label}最多为50个字符！`);
  return name;
}

export function requireCode(value: unknown, label = '编码', strict = true): string {
  const code = str(value);
  if (!code) throw new BizError(`请输入${label}`);
  if (code.length > 50) throw new BizError(`${label}最多为50个字符！`);
  if (strict && !EN_CODE.test(code)) throw new BizError(EN_CODE_MESSAGE);
  return code;
}

export function sortOf(value: unknown): number {
  const sortCode = intOr(value, 0);
  if (!Number.isInteger(sortCode) || sortCode < 0 || sortCode > MAX_SORT)
    throw new BizError('排序必须是0到999999之间的整数');
  return sortCode;
}

export function stateOf(value: unknown): number {
  const enabledMark = intOr(value, 1);
  if (enabledMark !== 0 && enabledMark !== 1) throw new BizError('状态只能为0或1');
  return enabledMark;
}

export function descriptionOf(value: unknown, max = 500): string {
  const description = str(value);
  if (description.length > max) throw new BizError(`说明最多为${max}个字符！`);
  return description;
}

/** A copy's name and code: the platform appends `.副本` plus a stamp, kept within the 50-character limit. */
export function copyNames(fullName: string, enCode: string, now = new Date()): { fullName: string; enCode: string } {
  const stamp = String(now.getTime()).slice(-7);
  return {
    fullName: `${fullName.slice(0, 43)}.副本${stamp.slice(-4)}`,
    enCode: `${enCode.slice(0, 43)}${stamp}`,
  };
}

/** "realName/account" of users by id, for the creatorUser columns. */
export async function userLabels(db: Db, ids: (string | null | undefined)[]): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, realName: users.realName, account: users.account })
    .from(users)
    .where(wanted.length === 1 ? eq(users.id, wanted[0]) : inArray(users.id, wanted));
  return new Map(rows.map((r) => [r.id, `${r.realName}/${r.account}`]));
}
