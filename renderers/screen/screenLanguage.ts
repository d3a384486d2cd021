import { useEffect, useMemo, useState } from 'react';
import { useEngineLanguage } from '../../engine-core/i18n';
import { localizeScreen, type ScreenLanguage, type TextCatalogue } from './screenText';

/**
 * The catalogues of screen texts (schemas/meta/i18n/*.json, keyed by the simplified-Chinese text), one chunk per
 * language, fetched the first time a screen is shown in that language: a Chinese user downloads neither.
 */
const catalogueFiles: Record<Exclude<ScreenLanguage, 'zh'>, () => Promise<{ default: TextCatalogue }>> = {
  zhtw: () => import('../../schemas/meta/i18n/zhtw.json'),
  en: () => import('../../schemas/meta/i18n/en.json'),
};

const noCatalogue: TextCatalogue = {};
const loaded = new Map<ScreenLanguage, TextCatalogue>([['zh', noCatalogue]]);
const loading = new Map<ScreenLanguage, Promise<TextCatalogue>>();

export function loadScreenCatalogue(language: ScreenLanguage): Promise<TextCatalogue> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = catalogueFiles[language as Exclude<ScreenLanguage, 'zh'>]()
      .then((module) => {
        loaded.set(language, module.default);
        return module.default;
      })
      .catch((error: unknown) => {
        // a chunk that failed to arrive: the screen shows its Chinese texts rather than nothing
        console.warn(`[screen] texts for ${language} failed to load`, error);
        loading.delete(language);
        return noCatalogue;
      });
    loading.set(language, pending);
  }
  return pending;
}

/**
 * The engine's language and its catalogue, or `null` while the catalogue is on its way (the first switch to a
 * language): a screen waits for it instead of showing a Chinese frame. Re-renders on a language change.
 */
export function useScreenCatalogue(): { language: ScreenLanguage; catalogue: TextCatalogue | null } {
  const language = useEngineLanguage();
  const [, setArrived] = useState(0);
  const catalogue = loaded.get(language) ?? null;
  useEffect(() => {
    if (catalogue) return;
    let alive = true;
    void loadScreenCatalogue(language).then(() => alive && setArrived((n) => n + 1));
    return () => {
      alive = false;
    };
  }, [language, catalogue]);
  return { language, catalogue };
}

/** `schema` in the engine's language (memoised), or `null` while its catalogue loads. */
export function useLocalizedSchema<T>(schema: T | null): { localized: T | null; language: ScreenLanguage } {
  const { language, catalogue } = useScreenCatalogue();
  const localized = useMemo(
    () => (schema && catalogue ? localizeScreen(schema, language, catalogue) : null),
    [schema, language, catalogue],
  );
  return { localized, language };
}
