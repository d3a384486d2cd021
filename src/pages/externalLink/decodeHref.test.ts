import { decodeHref } from './decodeHref';

const b64 = (s: string) => window.btoa(unescape(encodeURIComponent(s)));

describe('externalLink href', () => {
  test('base64 of an http(s) URL decodes, including non-ASCII', () => {
    expect(decodeHref(b64('https://example.org/a?b=1'))).toBe('https://example.org/a?b=1');
    expect(decodeHref(b64('http://example.org/学会'))).toBe('http://example.org/学会');
  });
  test('other schemes, garbage and empty are refused', () => {
    expect(decodeHref(b64('javascript:alert(1)'))).toBe('');
    expect(decodeHref('%%%')).toBe('');
    expect(decodeHref(null)).toBe('');
  });
});
