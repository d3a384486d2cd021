import { useCallback, useState, type Key } from 'react';
import type { DownloadReply, ModelExportBody } from '../../contract';
import { useEngineServices } from '../../engine-core/services';
import type { SearchQuery } from './searchFields';
import type { ModelColumn } from './types';

export interface ModelExportInput {
  modelId: string;
  menuId?: string;
  columns: readonly ModelColumn[];
}

/** What the list shows now: its search (with a left tree's node), its order and the ticked rows. */
export interface ExportScope {
  query: SearchQuery;
  sidx: string;
  selected: readonly Key[];
}

/** The ExportData body: the ticked rows when there are some, else every record the search matches. */
export function exportBodyOf(scope: ExportScope, input: ModelExportInput): ModelExportBody {
  const { keyword, queryJson } = scope.query;
  const hasQuery = !!queryJson && Object.keys(queryJson).length > 0;
  return {
    dataType: '1',
    menuId: input.menuId,
    sidx: scope.sidx || undefined,
    keyword: keyword || undefined,
    queryJson: hasQuery ? JSON.stringify(queryJson) : undefined,
    selectKey: input.columns.map((c) => c.prop),
    selectIds: scope.selected.length ? scope.selected.map(String) : undefined,
  };
}

/**
 * 导出 of a model list (btn_download): the list's columns as an xlsx written by the server (OnlineDev
 * Actions/ExportData), then downloaded. A refusal was shown by the request layer.
 */
export function useModelExport(input: ModelExportInput) {
  const services = useEngineServices();
  const [exporting, setExporting] = useState(false);
  const { modelId, menuId, columns } = input;
  const run = useCallback(
    async (scope: ExportScope) => {
      const call = services.api['modelImport.exportData'];
      if (!call || exporting) return;
      setExporting(true);
      try {
        const body = exportBodyOf(scope, { modelId, menuId, columns });
        const reply = (await call({ modelId, body })) as DownloadReply;
        services.download(reply.url, reply.name);
      } catch (error) {
        console.warn('[model list] export failed', error);
      } finally {
        setExporting(false);
      }
    },
    [services, modelId, menuId, columns, exporting],
  );
  return { exporting, run };
}
