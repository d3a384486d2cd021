import { loginErrorText } from './loginErrorText';

describe('login error text', () => {
  test('the server msg wins', () =>
    expect(loginErrorText({ code: 400, msg: '账号或密码错误', data: null }, 'net')).toBe('账号或密码错误'));
  test('no msg, or no reply at all, gives the network hint', () => {
    expect(loginErrorText({ code: 400, msg: '', data: null }, 'net')).toBe('net');
    expect(loginErrorText(new Error('boom'), 'net')).toBe('net');
    expect(loginErrorText(undefined, 'net')).toBe('net');
  });
});
