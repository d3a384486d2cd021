/** Wire types of /api/system/BillRule (docs/contract.md). */

/** 1 date part + serial, 2 random characters, 3 UUID. */
export type BillRuleType = 1 | 2 | 3;

export interface BillRuleListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  categoryId?: string;
  enabledMark?: number;
}

export interface BillRuleListItem {
  id: string;
  fullName: string;
  enCode: string;
  /** the last number generated ('' before the first) */
  outputNumber: string;
  digit: number;
  startNumber: string;
  enabledMark: number;
  sortCode: number;
  creatorTime: number;
  creatorUser: string;
  lastModifyTime: number | null;
  /** the category's dictionary name */
  category: string;
  categoryId: string;
}

/** GET BillRule/{id} and the body of POST / PUT. */
export interface BillRuleForm {
  id?: string;
  fullName: string;
  enCode: string;
  /** dictionary item id of the businessType category */
  category: string;
  type?: BillRuleType;
  prefix: string;
  suffix?: string;
  /** yyyyMMdd, yyyyMM, yyyy (YYYYMMDD style accepted) or 'no' */
  dateFormat: string;
  digit: number;
  startNumber: string;
  randomDigit?: number;
  randomType?: number;
  /** read-only preview computed from the other fields */
  example?: string;
  enabledMark: number;
  description?: string;
  sortCode?: number;
}
