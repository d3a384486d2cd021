/** Wire types of the report data calls, served under /api/report/Data. */

export interface ReportListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  category?: string;
  enabledMark?: number;
}

export interface ReportForm {
  id?: string;
  fullName: string;
  enCode: string;
  /** dictionary reportSort code */
  category: string;
  /** the designer's body (JSON text) */
  reportJson?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
}

export interface ReportListItem {
  id: string;
  fullName: string;
  enCode: string;
  category: string;
  categoryName: string;
  sortCode: number;
  enabledMark: number;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
}
