import type { Locale } from 'antd/es/locale';
// antd's core imports English itself (its fallback), so importing it here costs nothing
import enUS from 'antd/es/locale/en_US';
import type { Language } from './languages';

/**
 * antd's own strings (pickers, pagination, empty states…) per language, fetched with the language's strings
 * instead of all three up front. The ES module builds: the CommonJS `antd/locale/*` files reach the bundle as
 * `{ default: locale }` under Node-style interop (this package is "type": "module"), and antd would then
 * silently fall back to English.
 */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  zh: () => import('antd/es/locale/zh_CN'),
  zhtw: () => import('antd/es/locale/zh_TW'),
  en: async () => ({ default: enUS }),
};

const loaded: Partial<Record<Language, Locale>> = {};

export async function loadAntdLocale(lng: Language): Promise<void> {
  loaded[lng] ??= (await loaders[lng]()).default;
}

/** The locale for ConfigProvider; loaded before i18next switches to the language (see setLanguage). */
export function antdLocale(lng: Language): Locale | undefined {
  return loaded[lng];
}
