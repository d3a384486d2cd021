import { pickLanguage } from './index';

describe('language precedence: stored, then browser (tw → zhtw), then zh', () => {
  test.each([
    ['en', 'zh-CN', 'en'],
    ['zhtw', 'en-US', 'zhtw'],
    [null, 'zh-TW', 'zhtw'],
    [null, 'zh-Hant-HK', 'zhtw'],
    [null, 'zh-CN', 'zh'],
    [null, 'en-GB', 'en'],
    [null, 'fr-FR', 'zh'],
    ['klingon', 'en-US', 'en'],
    [null, undefined, 'zh'],
  ])('stored %s, browser %s → %s', (stored, browser, expected) => expect(pickLanguage(stored, browser)).toBe(expected));
});
