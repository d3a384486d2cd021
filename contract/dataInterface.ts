/** Wire types of /api/system/DataInterface (docs/contract.md). */

/** 1 static JSON, 2 SQL (read-only SELECT over the platform's own database), 3 HTTP API. */
export type DataInterfaceType = 1 | 2 | 3;

/** A declared parameter (GetParam/{id}; parameterJson holds the JSON text of a list of these). */
export interface DataInterfaceParameter {
  id?: string;
  field: string;
  fieldName?: string;
  defaultValue?: unknown;
  dataType?: string;
  required?: number;
}

/** A parameter value sent with a call (DataInterfacePreviewInput.paramList). */
export interface DataInterfaceParamValue {
  field: string;
  defaultValue?: unknown;
  /** 1 form field, 2 custom value, 3 empty, 4 system variable */
  sourceType?: number;
  relationField?: string;
  [key: string]: unknown;
}

export interface DataInterfaceListItem {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  type: DataInterfaceType;
  sortCode: number;
  enabledMark: number;
  hasPage: number;
  isPostPosition: number;
  parameterJson: string;
  fieldJson: string;
  creatorUser: string;
  creatorTime: number;
}

/**
 * GET DataInterface/{id} and the body of POST / PUT. `dataConfigJson` is JSON text:
 * `{"staticData": <any JSON>}` (type 1; rows are filtered by equality on declared parameters that name a row
 * field), `{"sqlData": {"sql": "SELECT … WHERE x = @param"}}` (type 2) or `{"apiData": {"url", "method"}}` (type 3).
 */
export interface DataInterfaceForm {
  id?: string;
  fullName: string;
  enCode: string;
  category?: string;
  type: DataInterfaceType;
  action?: number;
  hasPage?: number;
  isPostPosition?: number;
  dataConfigJson: string;
  parameterJson?: string;
  fieldJson?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

/** Body of POST {id}/Actions/Preview. */
export interface DataInterfacePreviewInput {
  paramList?: DataInterfaceParamValue[];
}

/** Body of POST {id}/Actions/List (popup select and friends). */
export interface DataInterfaceListInput {
  currentPage?: number;
  pageSize?: number;
  keyword?: string;
  /** the value field of a row (default id) */
  propsValue?: string;
  /** the display field; keyword filters on it (default fullName) */
  relationField?: string;
  /** comma-joined columns of the popup: the keyword is matched against them as well as relationField */
  columnOptions?: string;
  paramList?: DataInterfaceParamValue[];
}

/** Body of POST {id}/Actions/InfoByIds. */
export interface DataInterfaceInfoByIdsInput {
  ids: (string | number)[];
  propsValue?: string;
  relationField?: string;
  paramList?: DataInterfaceParamValue[];
}
