import { BizError } from '../lib/envelope';

/**
 * Validation of dictionary categories and items with the platform's messages, so the server refuses
 * exactly what the dialogs refuse, in the same words. Inputs arrive already type-checked by the route schema.
 */

export const ROOT_IDS = ['0', '1'] as const;
export const isRootId = (id: string) => (ROOT_IDS as readonly string[]).includes(id);

/** Chinese characters, letters and digits only (the platform's `fullName` rule). */
const PLAIN_NAME = /^([\u4e00-\u9fa5]|[a-zA-Z0-9])+$/;
export const MAX_NAME = 50;
export const MAX_DESCRIPTION = 500;
export const MAX_SORT = 999999;

export interface TypeInput {
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  isTree?: number | null;
  sortCode?: number | null;
  description?: string | null;
  /** the version the dialog loaded; absent from older clients (versionLock.ts) */
  version?: number | null;
}

export interface ValidType {
  parentId: string;
  fullName: string;
  enCode: string;
  isTree: number;
  sortCode: number;
  description: string;
}

export interface DataInput {
  dictionaryTypeId?: string | null;
  parentId?: string | null;
  fullName?: string | null;
  enCode?: string | null;
  enabledMark?: number | null;
  sortCode?: number | null;
  description?: string | null;
  /** the version the dialog loaded; absent from older clients (versionLock.ts) */
  version?: number | null;
}

export interface ValidData {
  dictionaryTypeId: string;
  parentId: string;
  fullName: string;
  enCode: string;
  enabledMark: number;
  sortCode: number;
  description: string;
}

const text = (value: string | null | undefined) => (value ?? '').trim();

function sortCodeOf(value: number | null | undefined): number {
  const sort = value ?? 0;
  if (!Number.isInteger(sort) || sort < 0 || sort > MAX_SORT) throw new BizError(`排序必须是0到${MAX_SORT}之间的整数`);
  return sort;
}

function descriptionOf(value: string | null | undefined): string {
  const description = value ?? '';
  if (description.length > MAX_DESCRIPTION) throw new BizError(`说明最多为${MAX_DESCRIPTION}个字符！`);
  return description;
}

function flag(value: number | null | undefined, fallback: number, message: string): number {
  const v = value ?? fallback;
  if (v !== 0 && v !== 1) throw new BizError(message);
  return v;
}

export function validateType(input: TypeInput): ValidType {
  const parentId = text(input.parentId);
  if (!parentId) throw new BizError('上级菜单不能为空');
  const fullName = text(input.fullName);
  if (!fullName) throw new BizError('请输入名称');
  if (!PLAIN_NAME.test(fullName)) throw new BizError('名称不能含有特殊符号');
  if (fullName.length > MAX_NAME) throw new BizError('名称最多为50个字符！');
  const enCode = text(input.enCode);
  if (!enCode) throw new BizError('请输入编码');
  if (enCode.length > MAX_NAME) throw new BizError('编码最多为50个字符！');
  return {
    parentId,
    fullName,
    enCode,
    isTree: flag(input.isTree, 0, '树形只能为0或1'),
    sortCode: sortCodeOf(input.sortCode),
    description: descriptionOf(input.description),
  };
}

export function validateData(input: DataInput): ValidData {
  const dictionaryTypeId = text(input.dictionaryTypeId);
  if (!dictionaryTypeId || isRootId(dictionaryTypeId)) throw new BizError('请先选择字典分类');
  const parentId = text(input.parentId);
  if (!parentId) throw new BizError('请选择');
  const fullName = text(input.fullName);
  if (!fullName) throw new BizError('请输入名称');
  if (fullName.length > MAX_NAME) throw new BizError('字典名称最多为50个字符！');
  const enCode = text(input.enCode);
  if (!enCode) throw new BizError('请输入编码');
  if (enCode.length > MAX_NAME) throw new BizError('字典编码最多为50个字符！');
  return {
    dictionaryTypeId,
    // the dialog offers the category itself as the top of the parent tree
    parentId: parentId === dictionaryTypeId ? '0' : parentId,
    fullName,
    enCode,
    enabledMark: flag(input.enabledMark, 1, '状态只能为0或1'),
    sortCode: sortCodeOf(input.sortCode),
    description: descriptionOf(input.description),
  };
}

/** Ids of `rootId` and everything below it, for rows with parentId (cycle-safe). */
export function subtreeIds(rows: { id: string; parentId: string }[], rootId: string): Set<string> {
  const ids = new Set([rootId]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const row of rows) {
      if (!ids.has(row.id) && ids.has(row.parentId)) {
        ids.add(row.id);
        grew = true;
      }
    }
  }
  return ids;
}
