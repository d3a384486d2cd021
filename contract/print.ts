/** Wire types of /api/system/printDev and /api/system/printLog (docs/contract.md). */

export interface PrintDevListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  category?: string;
  enabledMark?: number;
}

export interface PrintDevForm {
  id?: string;
  fullName: string;
  enCode: string;
  /** dictionary printDev code */
  category: string;
  /** the designer's body: JSON or HTML text */
  printTemplate?: string;
  dbLinkId?: string;
  sqlTemplate?: string;
  leftFields?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export interface PrintDevListItem {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  sortCode: number;
  enabledMark: number;
  /** the same flag under the contract's list name */
  state: number;
  creatorUser: string;
  creatorTime: number;
  lastModifyUser: string;
  lastModifyTime: number | null;
}

export interface PrintLogItem {
  id: string;
  printId: string;
  printTitle: string;
  printNum: number;
  /** "realName/account" */
  printMan: string;
  printTime: number;
}

export interface PrintLogInput {
  printId: string;
  printTitle: string;
  printNum: number;
}
