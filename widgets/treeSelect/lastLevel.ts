import type { FieldOption } from '../shared/options';
import { sameValue } from '../shared/options';

/** Last-level mode of the platform's tree select: `lastLevel` on, and which flag (and value) marks a leaf. */
export interface LastLevelRule {
  lastLevel?: boolean;
  /** the has-children flag of a node; default `hasChildren` */
  lastLevelKey?: string;
  /** what the flag must equal for a node to be choosable; default false (no children) */
  lastLevelValue?: unknown;
}

/**
 * Whether a node may be chosen under the rule. A boolean rule value compares the
 * flag's truthiness; any other value compares as text. A node without the flag (static options rarely carry
 * hasChildren) answers from its children when the flag is the default hasChildren.
 */
export function choosableUnderLastLevel(option: FieldOption, rule: LastLevelRule): boolean {
  if (!rule.lastLevel) return true;
  const key = rule.lastLevelKey || 'hasChildren';
  const expected = rule.lastLevelValue ?? false;
  const flag =
    key in option.raw ? option.raw[key] : key === 'hasChildren' ? Boolean(option.children?.length) : undefined;
  return typeof expected === 'boolean' ? Boolean(flag) === expected : sameValue(flag, expected);
}
