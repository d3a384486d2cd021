import { useCallback, useEffect, useRef, useState } from 'react';
import { useField, useForm } from '@formily/react';
import { useEngineServices, type EngineServices, type EngineUser } from '../../engine-core/services';
import { buildParamList } from '../../engine-core/options/paramList';
import type { TemplateJsonItem } from '../../engine-core/options/types';
import { resolveRelationPath } from '../shared/options';
import { suggestionCap, suggestionsOf, withKeyword } from './keywordParams';

/** Quiet time after the last keystroke before the data interface is asked. */
export const SUGGEST_DEBOUNCE_MS = 300;

export interface SuggestionSource {
  interfaceId?: string;
  templateJson?: TemplateJsonItem[] | null;
  /** the row field shown and written */
  relationField?: string;
  total?: number | string;
}

interface FormLike {
  getValuesIn(path: string): unknown;
  values?: Record<string, unknown>;
}

function safeUser(services: EngineServices): EngineUser | null {
  try {
    return services.currentUser();
  } catch {
    return null;
  }
}

/**
 * Suggestions of the auto-complete: `search(text)` asks the data interface (Actions/List, page 1 of `total`
 * rows) SUGGEST_DEBOUNCE_MS after the last call, with the text as keyword and in the @keyword parameters and
 * other parameters read from the form at that moment. Only the latest answer counts; an empty text clears.
 */
export function useSuggestions(source: SuggestionSource): { suggestions: string[]; search(text: string): void } {
  const services = useEngineServices();
  const form = useForm() as FormLike | undefined;
  const address = useField()?.address?.toString();
  const [suggestions, setSuggestions] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const callId = useRef(0);
  const latest = useRef(source);
  latest.current = source;

  useEffect(() => () => clearTimeout(timer.current), []);

  const run = useCallback(
    async (text: string, id: number) => {
      const { interfaceId, templateJson, relationField = 'fullName', total } = latest.current;
      if (!interfaceId) return;
      const cap = suggestionCap(total);
      const params = buildParamList(templateJson, {
        fieldValue: (field) => form?.getValuesIn(resolveRelationPath(field, address)),
        recordId: form?.values?.id,
        user: safeUser(services),
      });
      try {
        const page = await services.dataInterfaceList(interfaceId, {
          currentPage: 1,
          pageSize: cap,
          keyword: text,
          relationField,
          paramList: withKeyword(params, text),
        });
        if (id === callId.current) setSuggestions(suggestionsOf(page.list ?? [], relationField, cap));
      } catch (error) {
        console.warn(`[autoComplete] could not load suggestions of "${interfaceId}":`, error);
        if (id === callId.current) setSuggestions([]);
      }
    },
    [services, form, address],
  );

  const search = useCallback(
    (text: string) => {
      clearTimeout(timer.current);
      const id = ++callId.current;
      if (!text) {
        setSuggestions([]);
        return;
      }
      timer.current = setTimeout(() => void run(text, id), SUGGEST_DEBOUNCE_MS);
    },
    [run],
  );

  return { suggestions, search };
}
