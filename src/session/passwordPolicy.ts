/**
 * The password policy of the system config (spec 000 §5) as a rule list. Each rule carries an i18n key and its
 * values, so the same check shows 新密码必须包含数字 or "must contain a digit" depending on the language.
 */
import type { PasswordPolicy } from '../api/types';

export interface PasswordRule {
  messageKey: string;
  values?: Record<string, number>;
  test(password: string): boolean;
}

const on = (flag: number | undefined) => Number(flag) === 1;

/** The rules a new password must pass; none unless the strength limit is on, and then only those enabled. */
export function passwordPolicyRules(policy: Partial<PasswordPolicy> | null | undefined): PasswordRule[] {
  if (!policy || !on(policy.passwordStrengthLimit)) return [];
  const rules: PasswordRule[] = [];
  const min = Number(policy.passwordLengthMinNumber) || 0;
  if (on(policy.passwordLengthMin) && min > 0) {
    rules.push({ messageKey: 'password.minLength', values: { n: min }, test: (p) => p.length >= min });
  }
  if (on(policy.containsNumbers)) rules.push({ messageKey: 'password.needNumber', test: (p) => /\d/.test(p) });
  if (on(policy.includeLowercaseLetters))
    rules.push({ messageKey: 'password.needLower', test: (p) => /[a-z]/.test(p) });
  if (on(policy.includeUppercaseLetters))
    rules.push({ messageKey: 'password.needUpper', test: (p) => /[A-Z]/.test(p) });
  if (on(policy.containsCharacters))
    rules.push({ messageKey: 'password.needChar', test: (p) => /[^A-Za-z0-9\s]/.test(p) });
  return rules;
}

/** The first rule the password breaks, in the order the messages are listed in the spec. */
export function firstBrokenRule(rules: readonly PasswordRule[], password: string): PasswordRule | undefined {
  return rules.find((rule) => !rule.test(password));
}

/** The forced change applies to a user who never changed the initial password when the policy demands it. */
export function mustChangePassword(
  changePasswordDate: number | null | undefined,
  policy: Partial<PasswordPolicy> | null | undefined,
): boolean {
  return !changePasswordDate && Number(policy?.mandatoryModificationOfInitialPassword) === 1;
}
