import type {
  ButtonItemModel,
  ColumnAlign,
  ColumnDataModel,
  ColumnItemModel,
  ModelButton,
  ModelColumn,
  ModelListConfig,
  RowAction,
  ToolbarAction,
} from './types';
import { jnpfKeyOf, labelOf, propOf, text } from './listItem';
import { toSearchField } from './searchFields';

/**
 * columnData (the list designer's settings in the OnlineDev Config) → what the list page shows: columns, search
 * fields, toolbar and row buttons, paging and the default order. Pure; tolerant of hand-edited JSON.
 */

export const DEFAULT_PAGE_SIZE = 20;
const ALIGNS: readonly ColumnAlign[] = ['left', 'center', 'right'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const list = <T>(value: unknown): T[] => (Array.isArray(value) ? (value.filter(isObject) as T[]) : []);

/** JSON text or an object; anything unreadable is an empty configuration (the page then shows no columns). */
export function parseColumnData(columnData: unknown): ColumnDataModel {
  let value = columnData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value || '{}');
    } catch {
      return {};
    }
  }
  return isObject(value) ? (value as ColumnDataModel) : {};
}

function widthOf(value: unknown): number | undefined {
  const n = typeof value === 'number' ? value : typeof value === 'string' && value.trim() ? Number(value) : NaN;
  return Number.isFinite(n) && n > 0 ? n : undefined;
}

export function toColumn(item: ColumnItemModel): ModelColumn | undefined {
  const prop = propOf(item);
  if (!prop) return undefined;
  const align = ALIGNS.find((a) => a === item.align) ?? 'left';
  const fixed = item.fixed === 'left' || item.fixed === true ? 'left' : item.fixed === 'right' ? 'right' : undefined;
  return {
    prop,
    label: labelOf(item),
    jnpfKey: jnpfKeyOf(item),
    width: widthOf(item.width),
    align,
    fixed,
    sortable: item.sortable === true,
  };
}

const TOOLBAR_PERMISSIONS: Record<ToolbarAction, string[]> = {
  add: ['btn_add'],
  // the server accepts a batch delete with either button (OnlineDev batchDelete)
  batchRemove: ['btn_batchRemove', 'btn_remove'],
  // the bulk-import wizard (OnlineDev ImportData is guarded by the same button)
  upload: ['btn_upload'],
  // the list export (OnlineDev ExportData checks the same button)
  download: ['btn_download'],
  // 批量打印 of the ticked rows (reading them is all printDev/BatchData asks)
  batchPrint: ['btn_batchPrint'],
};
const ROW_PERMISSIONS: Record<RowAction, string[]> = {
  edit: ['btn_edit'],
  remove: ['btn_remove'],
  detail: ['btn_detail'],
};
const TOOLBAR_LABELS: Record<ToolbarAction, string> = {
  add: '新增',
  batchRemove: '批量删除',
  upload: '导入',
  download: '导出',
  batchPrint: '批量打印',
};
const ROW_LABELS: Record<RowAction, string> = { edit: '编辑', remove: '删除', detail: '详情' };

function buttons<A extends string>(
  items: ButtonItemModel[],
  permissions: Record<A, string[]>,
  labels: Record<A, string>,
): ModelButton<A>[] {
  const out: ModelButton<A>[] = [];
  for (const item of items) {
    const action = item.value as A;
    if (item.show === false || !Object.hasOwn(permissions, action) || out.some((b) => b.action === action)) continue;
    out.push({ action, label: text(item.label) || labels[action], permission: permissions[action] });
  }
  return out;
}

/** `-field` for descending (the List API's sidx); '' when the designer set no default order. */
export function defaultSidxOf(columnData: ColumnDataModel): string {
  const field = text(columnData.defaultSidx).trim();
  if (field) return field.startsWith('-') ? field : `${columnData.sort === 'desc' ? '-' : ''}${field}`;
  return list<{ field?: string; sort?: string }>(columnData.defaultSortConfig)
    .filter((s) => text(s.field))
    .map((s) => `${s.sort === 'desc' ? '-' : ''}${s.field}`)
    .join(',');
}

export function toListConfig(columnDataInput: unknown): ModelListConfig {
  const columnData = parseColumnData(columnDataInput);
  const columns = list<ColumnItemModel>(columnData.columnList)
    .map(toColumn)
    .filter((c): c is ModelColumn => c !== undefined);
  const searchFields = list<ColumnItemModel>(columnData.searchList)
    .map(toSearchField)
    .filter((f) => f !== undefined);
  const pageSize = Number(columnData.pageSize);
  return {
    type: Number(columnData.type) || 1,
    columns,
    searchFields,
    toolbar: buttons(list<ButtonItemModel>(columnData.btnsList), TOOLBAR_PERMISSIONS, TOOLBAR_LABELS),
    rowButtons: buttons(list<ButtonItemModel>(columnData.columnBtnsList), ROW_PERMISSIONS, ROW_LABELS),
    hasPage: columnData.hasPage !== false,
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : DEFAULT_PAGE_SIZE,
    defaultSidx: defaultSidxOf(columnData),
    useBtnPermission: columnData.useBtnPermission === true,
    useFormPermission: columnData.useFormPermission === true,
    printIds: Array.isArray(columnData.printIds) ? columnData.printIds.map(String).filter(Boolean) : [],
    hasKeyword: searchFields.some((f) => f.isKeyword),
  };
}

/** The sidx of a column sort: the column's prop, `-` first when descending; the default order when cleared. */
export function sidxOf(prop: string | undefined, order: 'ascend' | 'descend' | null | undefined, fallback: string) {
  if (!prop || !order) return fallback;
  return `${order === 'descend' ? '-' : ''}${prop}`;
}
