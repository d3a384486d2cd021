import { createForm } from '@formily/core';
import { installValidationRules, setEngineValidationLanguage } from './installValidationRules';

async function errorsOf(validator: unknown, value: unknown): Promise<string[]> {
  const form = createForm();
  const field = form.createField({ name: 'f', validator: validator as never });
  field.setValue(value);
  // validate() rejects with the feedback when the field is invalid; the errors stay on the field
  await field.validate().catch(() => undefined);
  return field.selfErrors;
}

describe('installValidationRules', () => {
  beforeAll(() => installValidationRules());
  afterEach(() => setEngineValidationLanguage('zh'));

  test('a named format validates with its zh message', async () => {
    setEngineValidationLanguage('zh');
    expect(await errorsOf('phone', '12345')).toEqual(['请正确输入您的手机号']);
    expect(await errorsOf('phone', '13800138000')).toEqual([]);
    expect(await errorsOf('password', '123456')).toEqual(['6-16位字符的密码（数字和字母组成）']);
  });

  test('messages follow the engine language', async () => {
    setEngineValidationLanguage('en');
    expect(await errorsOf('phone', '12345')).toEqual(['Enter a valid mobile phone number']);
    setEngineValidationLanguage('zhtw');
    expect(await errorsOf('phone', '12345')).toEqual(['請正確輸入您的手機號']);
  });

  test("Formily's own required message switches too", async () => {
    setEngineValidationLanguage('en');
    expect(await errorsOf({ required: true }, '')).toEqual(['The field value is required']);
    setEngineValidationLanguage('zh');
    expect(await errorsOf({ required: true }, '')).toEqual(['该字段是必填字段']);
  });

  test('the ID-number format checks the check digit, as a format and as a rule', async () => {
    expect(await errorsOf('idCard', '110105194912310021')).toEqual(['请正确输入您的身份证号码']);
    expect(await errorsOf({ format: 'idCard' }, '11010519491231002X')).toEqual([]);
    expect(await errorsOf({ idCard: true }, '110105194912310021')).toEqual(['请正确输入您的身份证号码']);
    expect(await errorsOf({ idCard: true, message: '身份证不对' }, '1')).toEqual(['身份证不对']);
  });

  test('empty values are left to the required rule', async () => {
    expect(await errorsOf('email', '')).toEqual([]);
    expect(await errorsOf({ phone: true }, undefined)).toEqual([]);
  });

  test("Formily's built-in formats still work behind ours", async () => {
    expect(await errorsOf('url', 'not a url')).toEqual(['该字段不是合法的url']);
    expect(await errorsOf('url', 'https://example.com')).toEqual([]);
  });

  test('installing twice is harmless', async () => {
    installValidationRules();
    expect(await errorsOf('chinese', 'abc')).toEqual(['请正确输入中文']);
  });
});
