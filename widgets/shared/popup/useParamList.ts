import { useCallback } from 'react';
import { useField, useForm } from '@formily/react';
import { useEngineServices, type DataInterfaceParam, type EngineUser } from '../../../engine-core/services';
import { buildParamList } from '../../../engine-core/options/paramList';
import type { TemplateJsonItem } from '../../../engine-core/options/types';
import { resolveRelationPath } from '../options/relationPath';

interface FormLike {
  getValuesIn(path: string): unknown;
  setValuesIn(path: string, value: unknown): void;
  values?: Record<string, unknown>;
}

/** The form the field sits in, if any (a widget rendered outside a form has none). */
export function useOptionalForm(): FormLike | undefined {
  return useForm() as FormLike | undefined;
}

/** Where another field named by this one lives (`table-col` inside a child-table row). */
export function useRelationPath(): (name: string) => string {
  const field = useField();
  const address = field?.address?.toString();
  return useCallback((name: string) => resolveRelationPath(name, address), [address]);
}

/**
 * The data-interface parameters of the designer's templateJson with their values as of now (a parameter of
 * sourceType 1 takes another field's current value), built the same way as the option widgets build theirs.
 */
export function useParamList(templateJson: TemplateJsonItem[] | null | undefined): () => DataInterfaceParam[] {
  const form = useOptionalForm();
  const services = useEngineServices();
  const resolve = useRelationPath();
  const templateKey = JSON.stringify(templateJson ?? []);
  return useCallback(() => {
    let user: EngineUser | null = null;
    try {
      user = services.currentUser();
    } catch {
      user = null;
    }
    return buildParamList(JSON.parse(templateKey) as TemplateJsonItem[], {
      fieldValue: (name) => form?.getValuesIn(resolve(name)),
      recordId: form?.values?.id,
      user,
    });
  }, [templateKey, form, services, resolve]);
}
