import { useCallback, useMemo } from 'react';
import type { WidgetRegistry } from '../../../engine-core/registry';
import { formatMessage } from '../../../engine-core/i18n';
import type { ConversionResult, FieldInfo } from '../../formModel/types';
import type { ModelApi } from '../modelApi';
import type { RecordRequest } from '../ModelRecordLayer';
import type { ModelButton, ModelListConfig, ModelRow, RowAction, ToolbarAction } from '../types';
import { useModelList } from '../useModelList';
import { listConfigFor, toListTypeSettings } from './listTypeSettings';
import { listTypeMessages } from './messages';
import { useListType, type ListTypeView } from './useListType';

export interface PageListTypeInput {
  api: ModelApi;
  fieldsByProp: ReadonlyMap<string, FieldInfo>;
  menuId?: string;
  conversion: ConversionResult;
  registry: WidgetRegistry;
  /** the toolbar the user is shown: a tree table's 新增子级 needs its 新增 */
  toolbar: readonly ModelButton<ToolbarAction>[];
  openRecord(request: RecordRequest): void;
}

/**
 * The rows of a model list page as its list type reads them (every row for groups and tree tables), and the
 * list type's view over the page (useListType).
 */
export function usePageListType(columnData: unknown, listConfig: ModelListConfig, input: PageListTypeInput) {
  const { api, fieldsByProp, menuId, conversion, registry, toolbar, openRecord } = input;
  const settings = useMemo(() => toListTypeSettings(columnData), [columnData]);
  const pageConfig = useMemo(() => listConfigFor(listConfig, settings), [listConfig, settings]);
  const list = useModelList(api, pageConfig, listConfig.columns, fieldsByProp, menuId);
  const canAdd = toolbar.some((b) => b.action === 'add');
  const addChild = useCallback(
    (parentField: string, row: ModelRow) =>
      openRecord({
        mode: 'add',
        title: formatMessage(listTypeMessages.addChild),
        values: { [parentField]: String(row.id) },
      }),
    [openRecord],
  );
  const view = useListType({
    settings,
    list,
    api,
    columns: listConfig.columns,
    fieldsByProp,
    fields: conversion.fields,
    registry,
    schema: conversion.schema,
    addChild: canAdd ? addChild : undefined,
  });
  return { list, view, hasPage: pageConfig.hasPage };
}

/** A row button: the list type's own first (inline 编辑), then delete, or the record's form (编辑, 详情). */
export function usePageRowAction(
  view: ListTypeView,
  remove: (row: ModelRow) => Promise<void> | void,
  openRecord: (request: RecordRequest) => void,
) {
  return useCallback(
    (action: RowAction, row: ModelRow, button: ModelButton<RowAction>) => {
      if (view.runRowAction(action, row)) return;
      if (action === 'remove') void remove(row);
      else openRecord({ mode: action, id: String(row.id), title: button.label });
    },
    [view, remove, openRecord],
  );
}
