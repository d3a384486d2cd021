import { useEffect, useMemo, useRef, useState } from 'react';
import { useField, useForm } from '@formily/react';
import { reaction } from '@formily/reactive';
import { useEngineServices, type EngineServices, type EngineUser } from '../../../engine-core/services';
import { buildParamList, relationFieldsOf } from '../../../engine-core/options/paramList';
import { extractRows, optionKeyNames, toFieldOptions } from '../../../engine-core/options/normalize';
import { resolveRelationPath } from './relationPath';
import type {
  FieldOptionsSource,
  FieldOptionsState,
  OptionDataType,
  TemplateJsonItem,
} from '../../../engine-core/options/types';

interface FormLike {
  getValuesIn(path: string): unknown;
  values?: Record<string, unknown>;
}

function dataTypeOf(source: FieldOptionsSource): OptionDataType {
  return source.dataType === 'dictionary' || source.dataType === 'dynamic' ? source.dataType : 'static';
}

function safeUser(services: EngineServices): EngineUser | null {
  try {
    return services.currentUser();
  } catch {
    return null;
  }
}

/** A snapshot of the relation fields' values, as text so that equal values compare equal. */
function relationSnapshot(form: FormLike | undefined, paths: readonly string[]): string {
  if (!form || !paths.length) return '[]';
  return JSON.stringify(paths.map((p) => form.getValuesIn(p) ?? null));
}

/** Rows of a dictionary or data-interface source, reloaded when the source or its parameters change. */
function useRemoteRows(
  dataType: OptionDataType,
  source: FieldOptionsSource,
  relationKey: string,
  resolvePath: (relationField: string) => string,
  form: FormLike | undefined,
): { rows: unknown[]; loading: boolean; error?: unknown } {
  const services = useEngineServices();
  const [state, setState] = useState<{ rows: unknown[]; loading: boolean; error?: unknown }>(() => ({
    rows: [],
    loading: dataType !== 'static',
  }));
  const templateKey = JSON.stringify(source.templateJson ?? []);
  const target = dataType === 'dictionary' ? source.dictionaryType : dataType === 'dynamic' ? source.propsUrl : '';
  // the latest call wins: an older reply arriving late must not overwrite newer options
  const callId = useRef(0);

  useEffect(() => {
    if (dataType === 'static') return;
    const id = ++callId.current;
    if (!target) {
      setState({ rows: [], loading: false });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    const load = async (): Promise<unknown> => {
      if (dataType === 'dictionary') return services.dictionaryOptions(target);
      const templateJson = JSON.parse(templateKey) as TemplateJsonItem[];
      const paramList = buildParamList(templateJson, {
        fieldValue: (field) => form?.getValuesIn(resolvePath(field)),
        recordId: form?.values?.id,
        user: safeUser(services),
      });
      return services.dataInterface(target, paramList);
    };
    load()
      .then((result) => {
        if (id === callId.current) setState({ rows: extractRows(result), loading: false });
      })
      .catch((error: unknown) => {
        if (id !== callId.current) return;
        console.warn(`[options] could not load ${dataType} options "${target}":`, error);
        setState({ rows: [], loading: false, error });
      });
    // relationKey: re-query when a parameter's source field changes
  }, [dataType, target, templateKey, relationKey, services, form, resolvePath]);

  return state;
}

/**
 * The options of radio, checkbox, select, cascader and tree select, from static options, a dictionary or a data
 * interface (docs/widgets.md, "Choices"), mapped through `props` to {value, label, children}. Data
 * interface parameters taken from other fields are read reactively: when such a field changes, the options are
 * queried again with its new value. A failed load leaves no options and a console warning, never an error.
 */
export function useFieldOptions(source: FieldOptionsSource): FieldOptionsState {
  const form = useForm() as FormLike | undefined;
  const field = useField();
  const dataType = dataTypeOf(source);
  const keyValue = source.props?.value;
  const keyLabel = source.props?.label;
  const keyChildren = source.props?.children;
  const keys = useMemo(
    () => optionKeyNames({ value: keyValue, label: keyLabel, children: keyChildren }),
    [keyValue, keyLabel, keyChildren],
  );

  const address = field?.address?.toString();
  const resolvePath = useMemo(() => (relationField: string) => resolveRelationPath(relationField, address), [address]);
  const templateKey = JSON.stringify(source.templateJson ?? []);
  const relationPaths = useMemo(
    () =>
      dataType === 'dynamic'
        ? relationFieldsOf(JSON.parse(templateKey) as TemplateJsonItem[]).map((f) => resolvePath(f))
        : [],
    [dataType, templateKey, resolvePath],
  );
  const [relationKey, setRelationKey] = useState(() => relationSnapshot(form, relationPaths));
  useEffect(() => {
    if (!form || !relationPaths.length) return;
    setRelationKey(relationSnapshot(form, relationPaths));
    return reaction(() => relationSnapshot(form, relationPaths), setRelationKey);
  }, [form, relationPaths]);

  const remote = useRemoteRows(dataType, source, relationKey, resolvePath, form);
  const staticOptions = source.options;
  const options = useMemo(
    () => toFieldOptions(dataType === 'static' ? staticOptions : remote.rows, keys),
    [dataType, staticOptions, remote.rows, keys],
  );
  if (dataType === 'static') return { options, loading: false };
  return { options, loading: remote.loading, error: remote.error };
}
