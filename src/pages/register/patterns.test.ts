import { ACCOUNT_PATTERN, PASSWORD_PATTERN } from './patterns';
import { MOBILE_PATTERN } from '../../components/SmsCodeButton';

describe('named rules of the account screens', () => {
  test.each([
    ['abc123', true],
    ['Abc12', false],
    ['123456', false],
    ['abcdef', false],
    ['abc123abc123abc12', false],
    ['abc 123', false],
    ['abcd1234abcd1234', true],
  ])('password %s → %s', (value, ok) => expect(PASSWORD_PATTERN.test(value)).toBe(ok));

  test.each([
    ['admin', true],
    ['user01', true],
    ['张三', false],
    ['a.b', false],
  ])('account %s → %s', (value, ok) => expect(ACCOUNT_PATTERN.test(value)).toBe(ok));

  test.each([
    ['13800000004', true],
    ['19912345678', true],
    ['12800000004', false],
    ['1380000000', false],
    ['138000000041', false],
  ])('mobile %s → %s', (value, ok) => expect(MOBILE_PATTERN.test(value)).toBe(ok));
});
