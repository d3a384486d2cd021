import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { setEngineLanguage } from '../../renderers/i18n';
import { languageCodes, type Language } from './languages';

/**
 * Formily is loaded on demand: the login screen must not pay for it. The main layout calls
 * loadValidationLanguage once; from then on every language change reaches Formily's validator too.
 */
let wantedValidationLanguage = 'zh-CN';
let formily: Promise<{ setValidateLanguage: (lang: string) => void }> | null = null;

function pushValidationLanguage(): void {
  // read the wanted language when the module resolves, so two quick switches end on the last one
  void formily?.then(
    (m) => m.setValidateLanguage(wantedValidationLanguage),
    () => undefined,
  );
}

export function loadValidationLanguage(): void {
  formily ??= import('@formily/core');
  pushValidationLanguage();
}

/** Everything outside i18next that shows words: dayjs (dates in antd pickers), the engine, Formily, <html lang>. */
export function applyLanguageEverywhere(lng: Language): void {
  const codes = languageCodes[lng];
  dayjs.locale(codes.dayjs);
  setEngineLanguage(lng);
  wantedValidationLanguage = codes.server;
  pushValidationLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = codes.html;
}
