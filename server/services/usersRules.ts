import type { UserInput } from '../../contract';
import { BizError } from '../lib/envelope';
import { isMd5Hex } from '../lib/password';
import { descriptionOf, flagOf, sortOf, trimmed } from './organizeRules';
import { EMAIL_PATTERN, MOBILE_PATTERN } from './patterns';

/**
 * The user dialog's rules on the server, in the dialog's words (the engine's named rules account / phone /
 * email): a request that skips the dialog is refused the same way.
 */

export const ACCOUNT_EXISTS = '账户已存在';
export const ADMIN_NOT_DELETABLE = '管理员账号不能删除';
export const ADMIN_NOT_DISABLABLE = '管理员账号不能禁用';
export const PASSWORDS_DIFFER = '两次密码输入不一致';
export const USER_MISSING = '用户不存在';

const ACCOUNT = /^[A-Za-z0-9]+$/;
const MOBILE = new RegExp(MOBILE_PATTERN);
const EMAIL = new RegExp(EMAIL_PATTERN);

export interface ValidUser {
  account: string;
  realName: string;
  gender: string;
  mobilePhone: string;
  email: string;
  organizeId: string;
  managerId: string | null;
  /** undefined: the request left these memberships out, they stay as they are */
  positionIds?: string[];
  roleIds?: string[];
  groupIds?: string[];
  enabledMark: number;
  sortCode: number;
  description: string;
}

/** `a,b,,c` → ['a','b','c'] without repeats. */
export function idsOf(value: string | null | undefined): string[] {
  return [
    ...new Set(
      (value ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
}

export function validateUser(input: UserInput): ValidUser {
  const account = trimmed(input.account);
  if (!account) throw new BizError('请输入账户');
  if (account.length > 50) throw new BizError('账户最多为50个字符！');
  if (!ACCOUNT.test(account)) throw new BizError('只能输入数字英文');
  const realName = trimmed(input.realName);
  if (!realName) throw new BizError('请输入姓名');
  if (realName.length > 50) throw new BizError('姓名最多为50个字符！');
  const gender = trimmed(input.gender);
  if (!gender) throw new BizError('请选择性别');
  const mobilePhone = trimmed(input.mobilePhone);
  if (mobilePhone && !MOBILE.test(mobilePhone)) throw new BizError('请正确输入您的手机号');
  const email = trimmed(input.email);
  if (email && (email.length > 100 || !EMAIL.test(email))) throw new BizError('请正确输入您的邮箱地址');
  const organizeId = trimmed(input.organizeId).split(',').pop() ?? '';
  if (!organizeId) throw new BizError('请选择所属组织');
  return {
    account,
    realName,
    gender,
    mobilePhone,
    email,
    organizeId,
    managerId: trimmed(input.managerId) || null,
    positionIds: input.positionId === undefined ? undefined : idsOf(input.positionId),
    roleIds: input.roleId === undefined ? undefined : idsOf(input.roleId),
    groupIds: input.groupId === undefined ? undefined : idsOf(input.groupId),
    enabledMark: flagOf(input.enabledMark),
    sortCode: sortOf(input.sortCode),
    description: descriptionOf(input.description),
  };
}

/** Both passwords are the md5 hex of what was typed; the dialog checked the strength before hashing. */
export function validateNewPassword(userPassword: string, validatePassword: string): string {
  const password = trimmed(userPassword).toLowerCase();
  if (!password) throw new BizError('请输入新密码');
  if (!isMd5Hex(password)) throw new BizError('密码格式不正确');
  if (password !== trimmed(validatePassword).toLowerCase()) throw new BizError(PASSWORDS_DIFFER);
  return password;
}
