import dayjs from 'dayjs';
import { getValidateLanguage } from '@formily/validator';
import { engineLanguage } from '../../renderers';
import { applyLanguageEverywhere, loadValidationLanguage } from './applyLanguage';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('one language switch reaches dayjs, the engine, Formily and <html lang>', () => {
  afterAll(() => applyLanguageEverywhere('zh'));

  test.each([
    ['en', 'en', 'en-US', 'en'],
    ['zhtw', 'zh-tw', 'zh-TW', 'zh-TW'],
    ['zh', 'zh-cn', 'zh-CN', 'zh-CN'],
  ] as const)('%s', async (lng, dayjsLocale, formily, html) => {
    loadValidationLanguage();
    applyLanguageEverywhere(lng);
    await vi.dynamicImportSettled();
    await settle();
    expect(dayjs.locale()).toBe(dayjsLocale);
    expect(engineLanguage()).toBe(lng);
    expect(getValidateLanguage()).toBe(formily);
    expect(document.documentElement.lang).toBe(html);
  });
});
