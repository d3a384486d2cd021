import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Messages } from './locales/zh';
import { readStored, writeStored } from '../store/storage';
import { applyLanguageEverywhere } from './applyLanguage';
import { loadAntdLocale } from './antdLocale';
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

/**
 * Each language's strings are a chunk of their own, fetched when the language is first used: the first page
 * downloads one language, not three.
 */
const bundles: Record<Language, () => Promise<{ default: Messages }>> = {
  zh: () => import('./locales/zh'),
  zhtw: () => import('./locales/zhtw'),
  en: () => import('./locales/en'),
};

async function loadMessages(lng: Language): Promise<void> {
  const antd = loadAntdLocale(lng);
  if (!i18n.hasResourceBundle(lng, 'translation')) {
    i18n.addResourceBundle(lng, 'translation', (await bundles[lng]()).default);
  }
  await antd;
}

/** Resolves once the start-up language's strings are in: render after that, or the first frame shows keys. */
export async function initI18n(): Promise<typeof i18n> {
  const lng = pickLanguage(readStored<string | null>('language', null), navigator.language);
  const [messages] = await Promise.all([bundles[lng]().then((m) => m.default), loadAntdLocale(lng)]);
  await i18n.use(initReactI18next).init({
    resources: { [lng]: { translation: messages } },
    lng,
    fallbackLng: 'zh',
    interpolation: { escapeValue: false },
  });
  applyLanguageEverywhere(lng);
  return i18n;
}

let wantedLanguage: Language | null = null;

/**
 * Switches the language live once its strings are in: dayjs, the engine and Formily's validation messages first,
 * then i18next, whose change re-renders the app (and App.tsx hands antd its locale), so every part shows the
 * same language. Of two quick switches the last one wins, whichever strings arrive first.
 */
export async function setLanguage(lng: Language): Promise<void> {
  wantedLanguage = lng;
  writeStored('language', lng);
  await loadMessages(lng);
  if (wantedLanguage !== lng) return;
  applyLanguageEverywhere(lng);
  await i18n.changeLanguage(lng);
}

export function currentLanguage(): Language {
  return (languages as readonly string[]).includes(i18n.language) ? (i18n.language as Language) : 'zh';
}

export default i18n;
