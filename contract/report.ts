import type { Static } from 'typebox';
import type { ReportConfig } from './reportConfig';
import type {
  ReportListQuerySchema,
  ReportFormSchema,
  ReportPreviewBodySchema,
  ReportRunBodySchema,
} from './schemas/report';

export * from './reportConfig';
export * from './reportFormat';

/** Wire types of the report data calls, served under /api/report/Data. */

export type ReportListQuery = Static<typeof ReportListQuerySchema>;

/** GET …/{id} and the body of POST / PUT. */
export type ReportForm = Static<typeof ReportFormSchema>;

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

export type ReportRunInput = Static<typeof ReportRunBodySchema>;
export type ReportPreviewInput = Static<typeof ReportPreviewBodySchema>;

/** Reply of Run and Preview: the configuration to draw with, one page of rows, and figures over all rows. */
export interface ReportRunReply {
  config: ReportConfig;
  list: Record<string, unknown>[];
  pagination: { currentPage: number; pageSize: number; total: number };
  /** sums over the whole filtered result, for the columns marked total */
  totals: Record<string, number>;
  /** the chart's points over the whole filtered result (category and value fields only, at most 100) */
  chartRows: Record<string, unknown>[];
}
