import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/zh-tw';
import 'dayjs/locale/en';
import { setEngineLanguage } from '../../renderers';
import { languageCodes, type Language } from './languages';

type ValidationModule = { setEngineValidationLanguage: (lang: Language) => void };

/**
 * Formily (behind the engine's validation rules) is loaded on demand: the login screen must not pay for it.
 * The main layout calls loadValidationLanguage once; from then on every language change reaches Formily's
 * validator too.
 */
let wantedLanguage: Language = 'zh';
let validation: Promise<ValidationModule> | null = null;

function pushValidationLanguage(): void {
  // read the wanted language when the module resolves, so two quick switches end on the last one
  void validation?.then(
    (m) => m.setEngineValidationLanguage(wantedLanguage),
    () => undefined,
  );
}

export function loadValidationLanguage(): void {
  validation ??= import('./engineValidation');
  pushValidationLanguage();
}

/** Everything outside i18next that shows words: dayjs (dates in antd pickers), the engine, Formily, <html lang>. */
export function applyLanguageEverywhere(lng: Language): void {
  const codes = languageCodes[lng];
  dayjs.locale(codes.dayjs);
  setEngineLanguage(lng);
  wantedLanguage = lng;
  pushValidationLanguage();
  if (typeof document !== 'undefined') document.documentElement.lang = codes.html;
}
