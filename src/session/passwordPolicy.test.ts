import type { PasswordPolicy } from '../../contract';
import { firstBrokenRule, mustChangePassword, passwordPolicyRules } from './passwordPolicy';

const strict: PasswordPolicy = {
  passwordStrengthLimit: 1,
  passwordLengthMin: 1,
  passwordLengthMinNumber: 8,
  containsNumbers: 1,
  includeLowercaseLetters: 1,
  includeUppercaseLetters: 1,
  containsCharacters: 1,
  mandatoryModificationOfInitialPassword: 1,
};

const broken = (policy: Partial<PasswordPolicy>, password: string) => {
  const rule = firstBrokenRule(passwordPolicyRules(policy), password);
  return rule ? [rule.messageKey, rule.values ?? {}] : null;
};

describe('password policy', () => {
  test('no rules without the strength limit', () => {
    expect(passwordPolicyRules({ ...strict, passwordStrengthLimit: 0 })).toEqual([]);
    expect(passwordPolicyRules(null)).toEqual([]);
  });

  test.each([
    ['Ab1!', ['password.minLength', { n: 8 }]],
    ['abcdefgh', ['password.needNumber', {}]],
    ['ABCDEFG1', ['password.needLower', {}]],
    ['abcdefg1', ['password.needUpper', {}]],
    ['Abcdefg1', ['password.needChar', {}]],
    ['Abcdef1!', null],
    ['Abcdef1_', null],
  ])('strict policy, %s → %j', (password, expected) => {
    expect(broken(strict, password)).toEqual(expected);
  });

  test('each rule applies only when enabled', () => {
    const onlyDigits = { passwordStrengthLimit: 1, containsNumbers: 1 };
    expect(passwordPolicyRules(onlyDigits).map((r) => r.messageKey)).toEqual(['password.needNumber']);
    expect(broken(onlyDigits, 'x')).toEqual(['password.needNumber', {}]);
    expect(broken(onlyDigits, '1')).toBeNull();
  });

  test('a minimum length of 0 adds no rule', () => {
    expect(passwordPolicyRules({ passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 0 })).toEqual(
      [],
    );
  });

  test('the seeded policy (min 6, digits) matches the spec messages', () => {
    const seeded = { passwordStrengthLimit: 1, passwordLengthMin: 1, passwordLengthMinNumber: 6, containsNumbers: 1 };
    expect(broken(seeded, 'abc1')).toEqual(['password.minLength', { n: 6 }]);
    expect(broken(seeded, 'abcdef')).toEqual(['password.needNumber', {}]);
    expect(broken(seeded, 'abcde1')).toBeNull();
  });
});

describe('forced password change', () => {
  test.each([
    [null, 1, true],
    [0, 1, true],
    [undefined, 1, true],
    [1700000000000, 1, false],
    [null, 0, false],
    [null, undefined, false],
  ])('changed %s, mandatory %s → %s', (date, mandatory, expected) => {
    expect(mustChangePassword(date, { mandatoryModificationOfInitialPassword: mandatory })).toBe(expected);
  });
});
