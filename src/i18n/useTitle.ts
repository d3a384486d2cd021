import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TitleSource } from '../router/routeTitles';
import { titleIn } from './menuNames';

/** Title of a route, menu entry or tab in the current language (re-renders on a language switch). */
export function useTitle(): (source: TitleSource) => string {
  const { t, i18n } = useTranslation();
  return useCallback((source: TitleSource) => titleIn(source, i18n.language, t), [t, i18n.language]);
}
