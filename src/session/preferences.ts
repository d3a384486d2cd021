import { saveSystemLanguage, saveSystemTheme } from '../api/currentUser';
import { setLanguage } from '../i18n';
import { languageCodes, type Language } from '../i18n/languages';
import { session } from '../store/session';
import { settings, type LayoutType } from '../store/settings';

/** Switches the language live and, when signed in, remembers it on the server (failures ignored). */
export function changeLanguage(lng: Language): void {
  void setLanguage(lng);
  if (session.token) void saveSystemLanguage(languageCodes[lng].server);
}

/** Switches the layout live and remembers it on the server as the user's theme (failures ignored). */
export function changeLayout(layout: LayoutType): void {
  settings.layoutType = layout;
  if (session.token) void saveSystemTheme(layout);
}
