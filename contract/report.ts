import type { Static } from 'typebox';
import type { ReportListQuerySchema, ReportFormSchema } from './schemas/report';

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
