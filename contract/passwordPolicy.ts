import type { PasswordPolicy } from './oauth';

/**
 * The password policy of the system configuration, written once: the front end checks a new password as it
 * is typed (showing `messageKey` in the user's language), the server checks it again before storing it
 * (answering `message`, the Chinese text). Rules apply only while the strength limit is on.
 */
export interface PasswordRule {
  /** i18n key of the front end */
  messageKey: string;
  values?: Record<string, number>;
  /** the server's answer */
  message: string;
  test(password: string): boolean;
}

const on = (flag: number | undefined) => Number(flag) === 1;

export function passwordPolicyRules(policy: Partial<PasswordPolicy> | null | undefined): PasswordRule[] {
  if (!policy || !on(policy.passwordStrengthLimit)) return [];
  const rules: PasswordRule[] = [];
  const min = Number(policy.passwordLengthMinNumber) || 0;
  if (on(policy.passwordLengthMin) && min > 0) {
    rules.push({
      messageKey: 'password.minLength',
      values: { n: min },
      message: `新密码长度不能小于${min}位`,
      test: (p) => p.length >= min,
    });
  }
  const flags: [number | undefined, string, string, RegExp][] = [
    [policy.containsNumbers, 'password.needNumber', '新密码必须包含数字', /\d/],
    [policy.includeLowercaseLetters, 'password.needLower', '新密码必须包含小写字母', /[a-z]/],
    [policy.includeUppercaseLetters, 'password.needUpper', '新密码必须包含大写字母', /[A-Z]/],
    [policy.containsCharacters, 'password.needChar', '新密码必须包含字符', /[^A-Za-z0-9\s]/],
  ];
  for (const [flag, messageKey, message, pattern] of flags) {
    if (on(flag)) rules.push({ messageKey, message, test: (p) => pattern.test(p) });
  }
  return rules;
}

/** The first rule the password breaks, in the order the messages are listed. */
export function firstBrokenRule(rules: readonly PasswordRule[], password: string): PasswordRule | undefined {
  return rules.find((rule) => !rule.test(password));
}

/** The server's answer for a password that breaks the policy, or null. */
export function passwordPolicyMessage(plain: string, policy: Partial<PasswordPolicy>): string | null {
  return firstBrokenRule(passwordPolicyRules(policy), plain)?.message ?? null;
}
