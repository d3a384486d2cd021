import { readStored, storagePrefix, writeStored } from './storage';

describe('storage prefix', () => {
  test.each([
    ['/home', 'jnpf_'],
    ['/login', 'jnpf_'],
    ['/JNPF_APP_crm/home', 'jnpf_JNPF_APP_crm_'],
    ['/JNPF_APP_42', 'jnpf_JNPF_APP_42_'],
    ['/x/JNPF_APP_crm', 'jnpf_'],
  ])('%s → %s', (path, prefix) => expect(storagePrefix(path)).toBe(prefix));

  test('values round-trip as JSON under the prefix and null removes them', () => {
    writeStored('token', 'Bearer abc');
    expect(window.localStorage.getItem('jnpf_token')).toBe('"Bearer abc"');
    expect(readStored('token', null)).toBe('Bearer abc');
    writeStored('token', null);
    expect(window.localStorage.getItem('jnpf_token')).toBeNull();
    expect(readStored('token', 'fallback')).toBe('fallback');
  });

  test('unreadable JSON falls back instead of throwing', () => {
    window.localStorage.setItem('jnpf_broken', '{nope');
    expect(readStored('broken', 7)).toBe(7);
  });
});
