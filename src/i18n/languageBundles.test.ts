import i18n from 'i18next';
import { writeStored } from '../store/storage';
import { initI18n, setLanguage } from './index';
import { antdLocale } from './antdLocale';

// Records which languages' strings were evaluated: the first page must download only the start-up language's.
const loaded = vi.hoisted(() => new Set<string>());
vi.mock('./locales/zh', async (importOriginal) => (loaded.add('zh'), importOriginal()));
vi.mock('./locales/zhtw', async (importOriginal) => (loaded.add('zhtw'), importOriginal()));
vi.mock('./locales/en', async (importOriginal) => (loaded.add('en'), importOriginal()));

describe('each language’s strings load when the language is first used', () => {
  afterAll(() => window.localStorage.clear());

  test('start-up loads one language; a switch loads the next; of two quick switches the last wins', async () => {
    writeStored('language', 'zh');
    await initI18n();
    expect([...loaded]).toEqual(['zh']);
    expect(i18n.t('login.tabAccount')).toBe('账号登录');
    // antd's own strings come with the language, not all three up front
    expect(antdLocale('zh')?.locale).toBe('zh-cn');
    expect(antdLocale('en')).toBeUndefined();

    await setLanguage('en');
    expect([...loaded]).toEqual(['zh', 'en']);
    expect(i18n.language).toBe('en');
    expect(i18n.t('login.tabAccount')).not.toBe('login.tabAccount');
    expect(document.documentElement.lang).toBe('en');
    expect(antdLocale('en')?.locale).toBe('en');

    const first = setLanguage('zhtw');
    const second = setLanguage('zh');
    await Promise.all([first, second]);
    expect(i18n.language).toBe('zh');
    expect(document.documentElement.lang).toBe('zh-CN');
  });
});
