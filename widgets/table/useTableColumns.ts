import { useMemo } from 'react';
import type { ISchema } from '@formily/react';
import type { EngineLanguage } from '../../engine-core/i18n';
import { useForm } from '@formily/react';
import { tableColumnState } from '../../engine-core/tableColumnState';
import { headerGroupsOf, tableColumnsOf } from './columns';

/** What the form-model adapter keeps on the table's schema: its column schemas and its __config__. */
export type TableData = { columns?: ISchema[]; config?: Record<string, unknown> } | undefined;

const NO_COLUMNS: ISchema[] = [];

/**
 * The table's columns (x-data.columns from a model, or the `columns` prop of a screen) and header groups,
 * with what scripts set on a whole column (setShowOrHide / setRequired on `<table>.<column>`). Call it from an
 * observer: reading the script state subscribes the table to it.
 */
export function useTableColumns(
  data: TableData,
  propColumns: ISchema[] | undefined,
  lang: EngineLanguage,
  tablePath: string,
) {
  const nodes = data?.columns ?? propColumns ?? NO_COLUMNS;
  const designed = useMemo(() => tableColumnsOf(nodes, lang), [nodes, lang]);
  const state = tableColumnState(useForm());
  const overrides = designed.map((c) => {
    const path = `${tablePath}.${c.key}`;
    return `${state.hidden[path] === true ? 'h' : ''}${String(state.required[path] ?? '')}`;
  });
  const overrideKey = overrides.join('|');
  const columns = useMemo(
    () =>
      designed.map((c) => {
        const path = `${tablePath}.${c.key}`;
        const required = state.required[path];
        return state.hidden[path] === true || required !== undefined
          ? { ...c, hidden: c.hidden || state.hidden[path] === true, required: required ?? c.required }
          : c;
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- overrideKey is the script state's identity
    [designed, tablePath, overrideKey],
  );
  const complexHeaders = data?.config?.complexHeaderList;
  const groups = useMemo(() => headerGroupsOf(complexHeaders, columns), [complexHeaders, columns]);
  return { columns, groups };
}
