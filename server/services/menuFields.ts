import { BizError } from '../lib/envelope';

/**
 * Field checks shared by the menu, role and area services, in the platform's words: names and codes
 * at most 50 characters, sort 0–999999, 0/1 flags. Route schemas have already checked the types; these
 * check the values, so a direct API call is refused exactly like the dialog would refuse it.
 */

export const MAX_NAME = 50;
export const MAX_SORT = 999999;
export const MAX_DESCRIPTION = 500;

/** Chinese characters, letters and digits only: the platform's `fullName` rule (roles, areas). */
export const PLAIN_NAME = /^([\u4e00-\u9fa5]|[a-zA-Z0-9])+$/;

export const trimmed = (value: string | null | undefined): string => (value ?? '').trim();

export interface NameRules {
  /** message when empty */
  required: string;
  /** message when longer than 50 */
  tooLong: string;
  /** a pattern the value must match, and its message */
  pattern?: RegExp;
  patternMessage?: string;
}

export function checkedText(value: string | null | undefined, rules: NameRules): string {
  const text = trimmed(value);
  if (!text) throw new BizError(rules.required);
  if (text.length > MAX_NAME) throw new BizError(rules.tooLong);
  if (rules.pattern && !rules.pattern.test(text)) throw new BizError(rules.patternMessage ?? rules.required);
  return text;
}

export function sortCodeOf(value: number | null | undefined): number {
  const sort = value ?? 0;
  if (!Number.isInteger(sort) || sort < 0 || sort > MAX_SORT) throw new BizError(`排序须为0到${MAX_SORT}之间的整数`);
  return sort;
}

export function descriptionOf(value: string | null | undefined): string {
  const description = value ?? '';
  if (description.length > MAX_DESCRIPTION) throw new BizError(`说明最多为${MAX_DESCRIPTION}个字符！`);
  return description;
}

export function flagOf(value: number | null | undefined, fallback: number, message: string): number {
  const flag = value ?? fallback;
  if (flag !== 0 && flag !== 1) throw new BizError(message);
  return flag;
}

/** Ids of `rootId` and everything below it, for rows with parentId (cycle-safe). */
export function subtreeOf(rows: readonly { id: string; parentId: string }[], rootId: string): Set<string> {
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
