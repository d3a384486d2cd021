import { BizError } from '../lib/envelope';

/**
 * Field rules shared by organisations, positions and groups, with the platform's messages: the server
 * refuses exactly what the dialogs refuse, in the same words. Inputs arrive type-checked by the route schemas.
 */

export const MAX_NAME = 50;
export const MAX_DESCRIPTION = 500;
export const MAX_SORT = 999999;

export const NAME_EXISTS = '名称已存在';
export const CODE_EXISTS = '编码已存在';

export const trimmed = (value: string | null | undefined) => (value ?? '').trim();

export function nameOf(value: string | null | undefined): string {
  const name = trimmed(value);
  if (!name) throw new BizError('请输入名称');
  if (name.length > MAX_NAME) throw new BizError('名称最多为50个字符！');
  return name;
}

export function codeOf(value: string | null | undefined): string {
  const code = trimmed(value);
  if (!code) throw new BizError('请输入编码');
  if (code.length > MAX_NAME) throw new BizError('编码最多为50个字符！');
  return code;
}

export function sortOf(value: number | null | undefined): number {
  const sort = value ?? 0;
  if (!Number.isInteger(sort) || sort < 0 || sort > MAX_SORT) throw new BizError(`排序必须是0到${MAX_SORT}之间的整数`);
  return sort;
}

export function descriptionOf(value: string | null | undefined): string {
  const description = value ?? '';
  if (description.length > MAX_DESCRIPTION) throw new BizError(`说明最多为${MAX_DESCRIPTION}个字符！`);
  return description;
}

export function flagOf(value: number | null | undefined, fallback = 1): number {
  const v = value ?? fallback;
  if (v !== 0 && v !== 1) throw new BizError('状态只能为0或1');
  return v;
}

/** A short optional text (a type, a property JSON…) with its own limit. */
export function optionalText(value: string | null | undefined, max: number, label: string): string {
  const text = trimmed(value);
  if (text.length > max) throw new BizError(`${label}最多为${max}个字符！`);
  return text;
}

/** JSON-schema fragments of the permission routes. */
export const text = (maxLength: number, minLength = 0) => ({ type: 'string', minLength, maxLength }) as const;
export const int = (minimum?: number, maximum?: number) =>
  ({
    type: 'integer',
    ...(minimum === undefined ? {} : { minimum }),
    ...(maximum === undefined ? {} : { maximum }),
  }) as const;
export const nullableText = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
export const idList = (maxItems = 1000) => ({ type: 'array', maxItems, items: text(200) }) as const;
export const idParams = (...names: string[]) =>
  ({
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((n) => [n, text(100, 1)])),
  }) as const;
export const pageQuery = {
  keyword: text(200),
  currentPage: int(1, 1_000_000),
  pageSize: int(1, 1_000_000),
  sidx: text(200),
  sort: text(10),
} as const;

/** Success messages (the screens toast the server's msg, docs/contract.md). */
export const Msg = {
  created: '新建成功',
  updated: '修改成功',
  deleted: '删除成功',
  state: '更新成功',
  reset: '重置密码成功',
  unlocked: '解除锁定成功',
} as const;

/** Menus of the screens served here: writes need the menu and its button (services/menuAccess.ts). */
export const PermissionMenu = {
  organize: 'm-organize',
  position: 'm-position',
  group: 'm-group',
  user: 'm-user',
} as const;
