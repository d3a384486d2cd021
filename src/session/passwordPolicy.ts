/**
 * The password policy of the system configuration: the rules are shared with the server (contract/passwordPolicy.ts);
 * each carries an i18n key, so the same check shows 新密码必须包含数字 or "must contain a digit" by language.
 */
import type { PasswordPolicy } from '../../contract';

export { firstBrokenRule, passwordPolicyRules, type PasswordRule } from '../../contract';

/** The forced change applies to a user who never changed the initial password when the policy demands it. */
export function mustChangePassword(
  changePasswordDate: number | null | undefined,
  policy: Partial<PasswordPolicy> | null | undefined,
): boolean {
  return !changePasswordDate && Number(policy?.mandatoryModificationOfInitialPassword) === 1;
}
