import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import zh from './locales/zh';
import zhtw from './locales/zhtw';
import en from './locales/en';
import { readStored, writeStored } from '../store/storage';

export const languages = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof languages)[number];

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
  document.documentElement.lang = lng === 'en' ? 'en' : lng === 'zhtw' ? 'zh-TW' : 'zh-CN';
  return i18n;
}

export function setLanguage(lng: Language): void {
  writeStored('language', lng);
  void i18n.changeLanguage(lng);
}

export default i18n;
