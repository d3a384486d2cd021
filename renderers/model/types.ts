/**
 * What the model pages read from the OnlineDev API (docs/contract.md), as the engine sees it: they are the
 * engine's view of the wire types in contract/visualdev.ts, narrowed to what the list and form renderers read.
 */

export interface ModelEnvelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** GET OnlineDev/{modelId}/Config: formData and columnData are JSON text. */
export interface ModelConfigData {
  id: string;
  fullName: string;
  webType?: string;
  formData: string;
  columnData: string;
  [key: string]: unknown;
}

export type ModelRow = { id: string } & Record<string, unknown>;

export interface ModelPage {
  list: ModelRow[];
  pagination: { currentPage: number; pageSize: number; total: number };
}

/** Body of OnlineDev/{modelId}/List (queryJson as an object here; the API table writes it as JSON text). */
export interface ModelListQuery {
  currentPage: number;
  pageSize: number;
  sidx?: string;
  keyword?: string;
  queryJson?: Record<string, unknown>;
  menuId?: string;
}

/** A column of columnData.columnList, as the designer saves it (the field's props plus list settings). */
export interface ColumnItemModel {
  prop?: string;
  label?: string;
  fullName?: string;
  jnpfKey?: string;
  width?: number | string | null;
  align?: string;
  fixed?: string | boolean;
  sortable?: boolean;
  __vModel__?: string;
  __config__?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A search field of columnData.searchList: the field's props plus searchType (1 equal, 2 contains, 3 range). */
export interface SearchItemModel extends ColumnItemModel {
  searchType?: number | string;
  searchMultiple?: boolean;
  isKeyword?: boolean;
  value?: unknown;
}

export interface ButtonItemModel {
  value?: string;
  label?: string;
  icon?: string;
  show?: boolean;
}

/** columnData (the list designer's settings), loosely typed: models are hand-edited JSON. */
export interface ColumnDataModel {
  type?: number;
  columnList?: ColumnItemModel[];
  searchList?: SearchItemModel[];
  btnsList?: ButtonItemModel[];
  columnBtnsList?: ButtonItemModel[];
  hasPage?: boolean;
  pageSize?: number | string;
  defaultSidx?: string;
  sort?: string;
  defaultSortConfig?: { field?: string; sort?: string }[];
  useBtnPermission?: boolean;
  [key: string]: unknown;
}

export type ColumnAlign = 'left' | 'center' | 'right';

/** A list column, ready for the table. */
export interface ModelColumn {
  prop: string;
  label: string;
  jnpfKey: string;
  width?: number;
  align: ColumnAlign;
  fixed?: 'left' | 'right';
  sortable: boolean;
}

export type SearchKind = 'equal' | 'contains' | 'range';

/** A search field: the widget that edits it and how the server compares it. */
export interface ModelSearchField {
  prop: string;
  label: string;
  /** the field's own widget */
  jnpfKey: string;
  /** the widget of the search form (a range widget for range searches) */
  searchKey: string;
  kind: SearchKind;
  multiple: boolean;
  isKeyword: boolean;
  /** the field as the adapter reads it, re-keyed for the search form */
  field: Record<string, unknown>;
}

/** Toolbar buttons (btnsList) and row buttons (columnBtnsList) the page knows how to run. */
export type ToolbarAction = 'add' | 'batchRemove' | 'upload' | 'download' | 'batchPrint';
export type RowAction = 'edit' | 'remove' | 'detail';

export interface ModelButton<A extends string> {
  action: A;
  label: string;
  /** the permission code that gates it (btn_add, btn_edit…) */
  permission: string[];
}

export interface ModelListConfig {
  /** 1 plain list (2 left tree, 3 group, 4 inline edit, 5 tree table are shown as plain lists) */
  type: number;
  columns: ModelColumn[];
  searchFields: ModelSearchField[];
  toolbar: ModelButton<ToolbarAction>[];
  rowButtons: ModelButton<RowAction>[];
  hasPage: boolean;
  pageSize: number;
  /** `-field` descending, comma-joined; '' lets the server apply defaultSortConfig */
  defaultSidx: string;
  useBtnPermission: boolean;
  /** the detail hides fields the menu does not grant (renderers/model/detail/formPermission.ts) */
  useFormPermission: boolean;
  /** the templates of 批量打印 */
  printIds: string[];
  /** searchList fields flagged isKeyword: a 关键词 box searches them */
  hasKeyword: boolean;
}
