import {
  buildParamList,
  extractRows,
  optionKeyNames,
  optionText,
  toFieldOptions,
  type FieldOption,
  type OptionKeyNames,
  type OptionValueShape,
  type TemplateJsonItem,
} from '../../engine-core/options';
import type { FieldInfo } from '../formModel/types';
import type { EngineServices, EngineUser } from '../../engine-core/services';
import type { ModelRow } from './types';

/**
 * List cells show option labels, never ids. A page of rows is looked up per column, not per cell: a dictionary
 * once, a data interface once per distinct parameter set (a linked select asks once per parent value on the
 * page), static options not at all. A failed lookup shows the stored value.
 */

export const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

export interface OptionSource {
  prop: string;
  dataType: 'static' | 'dictionary' | 'dynamic';
  options: unknown;
  dictionaryType: string;
  propsUrl: string;
  templateJson: TemplateJsonItem[];
  keys: OptionKeyNames;
  shape: OptionValueShape;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');

export function shapeOf(jnpfKey: string, multiple: boolean): OptionValueShape {
  if (jnpfKey === 'checkbox') return 'multiple';
  if (jnpfKey === 'cascader') return multiple ? 'paths' : 'path';
  return multiple ? 'multiple' : 'single';
}

/** The option settings of a field as the adapter hands them to its widget. */
export function optionSourceOf(field: FieldInfo): OptionSource | undefined {
  if (!OPTION_KEYS.has(field.jnpfKey)) return undefined;
  const props = field.props;
  const dataType = props.dataType === 'dictionary' || props.dataType === 'dynamic' ? props.dataType : 'static';
  const keyProps = (props.props && typeof props.props === 'object' ? props.props : {}) as Partial<OptionKeyNames>;
  return {
    prop: field.path,
    dataType,
    options: props.options,
    dictionaryType: str(props.dictionaryType),
    propsUrl: str(props.propsUrl),
    templateJson: Array.isArray(props.templateJson) ? (props.templateJson as TemplateJsonItem[]) : [],
    keys: optionKeyNames(keyProps),
    shape: shapeOf(field.jnpfKey, props.multiple === true),
  };
}

/** Which request a row's cell needs: '' for static and dictionary options, the parameters for an interface. */
export function lookupKey(source: OptionSource, row: ModelRow, user: EngineUser | null): string {
  if (source.dataType !== 'dynamic' || source.templateJson.length === 0) return '';
  const params = buildParamList(source.templateJson, {
    fieldValue: (field) => row[field],
    recordId: row.id,
    user,
  });
  return JSON.stringify(params.map((p) => [p.field, p.defaultValue]));
}

async function fetchOptions(
  source: OptionSource,
  row: ModelRow,
  services: EngineServices,
  user: EngineUser | null,
): Promise<FieldOption[]> {
  if (source.dataType === 'static') return toFieldOptions(source.options, source.keys);
  if (source.dataType === 'dictionary') {
    if (!source.dictionaryType) return [];
    return toFieldOptions(await services.dictionaryOptions(source.dictionaryType), source.keys);
  }
  if (!source.propsUrl) return [];
  const paramList = buildParamList(source.templateJson, { fieldValue: (f) => row[f], recordId: row.id, user });
  return toFieldOptions(extractRows(await services.dataInterface(source.propsUrl, paramList)), source.keys);
}

export type OptionCache = Map<string, Promise<FieldOption[]>>;

/**
 * Loads what the rows need into the cache (one promise per source and key) and resolves once all are in.
 * The cache outlives a page, so paging back and forth asks nothing again.
 */
export async function loadOptions(
  sources: readonly OptionSource[],
  rows: readonly ModelRow[],
  services: EngineServices,
  user: EngineUser | null,
  cache: OptionCache,
): Promise<void> {
  const pending: Promise<unknown>[] = [];
  for (const source of sources) {
    for (const row of rows) {
      const key = `${source.prop}|${lookupKey(source, row, user)}`;
      if (cache.has(key)) {
        pending.push(cache.get(key)!);
        continue;
      }
      const request = fetchOptions(source, row, services, user).catch((error: unknown) => {
        console.warn(`[model list] options of "${source.prop}" could not be loaded`, error);
        return [];
      });
      cache.set(key, request);
      pending.push(request);
      if (source.dataType !== 'dynamic' || source.templateJson.length === 0) break; // one lookup serves every row
    }
  }
  await Promise.all(pending);
}

/** Option labels of a page: row id → prop → text, for the option columns. */
export type PageLabels = Record<string, Record<string, string>>;

export async function pageLabels(
  sources: readonly OptionSource[],
  rows: readonly ModelRow[],
  services: EngineServices,
  user: EngineUser | null,
  cache: OptionCache,
): Promise<PageLabels> {
  await loadOptions(sources, rows, services, user, cache);
  const labels: PageLabels = {};
  for (const row of rows) {
    const texts: Record<string, string> = {};
    for (const source of sources) {
      const options = await cache.get(`${source.prop}|${lookupKey(source, row, user)}`);
      texts[source.prop] = optionText(options ?? [], row[source.prop], source.shape);
    }
    labels[String(row.id)] = texts;
  }
  return labels;
}
