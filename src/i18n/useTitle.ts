import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { titleKey, type TitleSource } from '../router/routeTitles';

/** Title of a route, menu entry or tab in the current language (re-renders on a language switch). */
export function useTitle(): (source: TitleSource) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    (source: TitleSource) => {
      const key = titleKey(source, i18n.language);
      return key ? t(key, { defaultValue: source.title }) : source.title;
    },
    [t, i18n.language],
  );
}
