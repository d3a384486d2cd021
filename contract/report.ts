import { Type, type Static } from 'typebox';
import { flag, int, pageQueryFields, text } from './schema';

/** Wire types of the report data calls, served under /api/report/Data. */

export const ReportListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, category: text(100), enabledMark: flag() }),
);
export type ReportListQuery = Static<typeof ReportListQuerySchema>;

/** GET …/{id} and the body of POST / PUT. */
export const ReportFormSchema = Type.Partial(
  Type.Object({
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    /** dictionary reportSort code */
    category: text(100),
    /** the designer's body (JSON text) */
    reportJson: text(1_000_000),
    sortCode: int(),
    enabledMark: flag(),
    description: text(2000),
  }),
);
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
