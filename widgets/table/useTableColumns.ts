import { useMemo } from 'react';
import type { ISchema } from '@formily/react';
import type { EngineLanguage } from '../../engine-core/i18n';
import { headerGroupsOf, tableColumnsOf } from './columns';

/** What the form-model adapter keeps on the table's schema: its column schemas and its __config__. */
export type TableData = { columns?: ISchema[]; config?: Record<string, unknown> } | undefined;

const NO_COLUMNS: ISchema[] = [];

/** The table's columns (x-data.columns from a model, or the `columns` prop of a screen) and header groups. */
export function useTableColumns(data: TableData, propColumns: ISchema[] | undefined, lang: EngineLanguage) {
  const nodes = data?.columns ?? propColumns ?? NO_COLUMNS;
  const columns = useMemo(() => tableColumnsOf(nodes, lang), [nodes, lang]);
  const complexHeaders = data?.config?.complexHeaderList;
  const groups = useMemo(() => headerGroupsOf(complexHeaders, columns), [complexHeaders, columns]);
  return { columns, groups };
}
