import { createForm } from '@formily/core';
// rendering a screen installs the engine's named rules (the side effect under test)
import './ScreenRenderer';
import { setEngineValidationLanguage } from '../rules';

/** The forms of screens (dialogs, search bars) validate named formats with the platform's words. */
async function errorsOf(validator: unknown, value: unknown): Promise<string[]> {
  const form = createForm();
  const field = form.createField({ name: 'f', validator: validator as never });
  field.setValue(value);
  await field.validate().catch(() => undefined);
  return field.selfErrors;
}

beforeAll(() => setEngineValidationLanguage('zh'));

test('phone, email, password and account formats answer the platform messages in screens', async () => {
  expect(await errorsOf([{ format: 'phone' }], '12345')).toEqual(['请正确输入您的手机号']);
  expect(await errorsOf([{ format: 'email' }], 'cashier@')).toEqual(['请正确输入您的邮箱地址']);
  expect(await errorsOf([{ format: 'password' }], 'abc')).toEqual(['6-16位字符的密码（数字和字母组成）']);
  expect(await errorsOf([{ format: 'account' }], 'bad name')).toEqual(['只能输入数字英文']);
  expect(await errorsOf([{ format: 'phone' }], '13900000099')).toEqual([]);
});
