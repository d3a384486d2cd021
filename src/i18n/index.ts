import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from './locales/zh';
import zhtw from './locales/zhtw';
import en from './locales/en';
import { readStored, writeStored } from '../store/storage';
import { applyLanguageEverywhere } from './applyLanguage';
import { languages, type Language } from './languages';

export { languages, type Language } from './languages';

/** Stored language wins, then the browser's ('tw' → zhtw), then zh. */
export function pickLanguage(stored: string | null, browser: string | undefined): Language {
  if (stored && (languages as readonly string[]).includes(stored)) return stored as Language;
  const b = (browser ?? '').toLowerCase();
  if (b.includes('tw') || b.includes('hant') || b.includes('hk')) return 'zhtw';
  if (b.startsWith('zh')) return 'zh';
  if (b.startsWith('en')) return 'en';
  return 'zh';
}

export function initI18n(): typeof i18n {
  const lng = pickLanguage(readStored<string | null>('language', null), navigator.language);
  void i18n.use(initReactI18next).init({
    resources: { zh: { translation: zh }, zhtw: { translation: zhtw }, en: { translation: en } },
    lng,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
  });
  applyLanguageEverywhere(lng);
  return i18n;
}

/**
 * Switches the language live: dayjs, the engine and Formily's validation messages first, then i18next, whose
 * change re-renders the app (and App.tsx hands antd its locale), so every part shows the same language.
 */
export function setLanguage(lng: Language): void {
  writeStored('language', lng);
  applyLanguageEverywhere(lng);
  void i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh';
}

export default i18n;
