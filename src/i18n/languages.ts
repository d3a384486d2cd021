import type { ServerLanguage } from '../../contract';

export const languages = ['zh', 'zhtw', 'en'] as const;
export type Language = (typeof languages)[number];

interface LanguageCodes {
  /** dayjs locale name */
  dayjs: string;
  /** what the server stores (PUT Users/Current/SystemLanguage) and Formily's validator understands */
  server: ServerLanguage;
  /** <html lang> */
  html: string;
  /** the language's own name, for the switcher */
  label: string;
  /** a short form for narrow places (the 280px settings drawer) */
  short: string;
}

export const languageCodes: Record<Language, LanguageCodes> = {
  zh: { dayjs: 'zh-cn', server: 'zh-CN', html: 'zh-CN', label: '简体中文', short: '简体' },
  zhtw: { dayjs: 'zh-tw', server: 'zh-TW', html: 'zh-TW', label: '繁體中文', short: '繁體' },
  en: { dayjs: 'en', server: 'en-US', html: 'en', label: 'English', short: 'EN' },
};
