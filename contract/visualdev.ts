/** Wire types of /api/visualdev (docs/contract.md): online form models and their records. */

/** GET OnlineDev/{modelId}/Config. formData, columnData and appColumnData are JSON text. */
export interface OnlineModelConfig {
  id: string;
  fullName: string;
  enCode: string;
  /** 1 custom form, 2 system form */
  type: number;
  /** "1" form only, "2" form + list, "4" data view */
  webType: string;
  formData: string;
  columnData: string;
  appColumnData: string;
  flowId: string;
  flowEnCode: string;
  flowTemplateJson: string;
  /** always 0 here (no workflow) */
  enableFlow: number;
  urlAddress: string;
  appUrlAddress: string;
  interfaceId: string;
  propsValueList: unknown[];
}

/** Body of POST OnlineDev/{modelId}/List. */
export interface OnlineListQuery {
  currentPage?: number;
  pageSize?: number;
  /** comma list of fields, `-field` descending, e.g. "-creatorTime,memberName" */
  sidx?: string;
  /** asc/desc applied to a single sidx without a sign */
  sort?: string;
  /** matched against the model's keyword fields (searchList isKeyword, else the list columns) */
  keyword?: string;
  /**
   * JSON text of {vModel: value}: per the column's searchType 1 equality (an array = any of), 2 contains,
   * 3 range [from, to] (either end may be null)
   */
  queryJson?: string;
  superQueryJson?: string;
  menuId?: string;
  modelId?: string;
}

/** A list row: the raw values keyed by __vModel__, plus the id and the audit fields. */
export interface OnlineListRow {
  id: string;
  creatorUserId: string | null;
  creatorUser: string;
  creatorTime: number;
  lastModifyUserId: string | null;
  lastModifyUser: string;
  lastModifyTime: number | null;
  [vModel: string]: unknown;
}

/** GET OnlineDev/{modelId}/{id} (raw values) and …/DataChange (display values): data is JSON text. */
export interface OnlineRecordInfo {
  id: string;
  data: string;
}

/** Body of POST OnlineDev/{modelId} and PUT OnlineDev/{modelId}/{id}. */
export interface OnlineRecordBody {
  /** JSON text of the form values keyed by __vModel__ */
  data: string;
  id?: string;
  menuId?: string;
}

/** Reply of POST OnlineDev/{modelId}: the new record's id. */
export interface OnlineRecordCreated {
  id: string;
}

export interface OnlineBatchDeleteBody {
  ids: string[];
}

/** A row of GET /api/visualdev/Base (paged). */
export interface VisualDevListItem {
  id: string;
  fullName: string;
  enCode: string;
  state: number;
  type: number;
  webType: number;
  category: string;
  tables: string;
  enableFlow: number;
  isRelease: number;
  sortCode: number;
  creatorTime: number;
  creatorUser: string;
  lastModifyTime: number | null;
  lastModifyUser: string;
}

/** GET /api/visualdev/Base/{id}: the whole model. */
export interface VisualDevInfo extends VisualDevListItem {
  formData: string;
  columnData: string;
  appColumnData: string;
  description: string;
  dbLinkId: string;
}
