import { Type } from 'typebox';
import { flag, int, pageQueryFields, text } from './builders';

export const ReportListQuerySchema = Type.Partial(
  Type.Object({ ...pageQueryFields, category: text(100), enabledMark: flag() }),
);

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
