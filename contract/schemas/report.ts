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

/** POST …/{id}/Actions/Run and …/Actions/Export: search values by field, and the page wanted. */
export const ReportRunBodySchema = Type.Partial(
  Type.Object({
    searchValues: Type.Record(
      Type.String({ maxLength: 64 }),
      Type.Union([
        Type.String({ maxLength: 200 }),
        Type.Number(),
        Type.Null(),
        Type.Array(Type.Union([Type.String({ maxLength: 40 }), Type.Number(), Type.Null()]), { maxItems: 2 }),
      ]),
    ),
    currentPage: int(1, 1_000_000),
    pageSize: int(1, 500),
  }),
);

/** POST …/Actions/Preview: the same, run with an unsaved reportJson. */
export const ReportPreviewBodySchema = Type.Intersect([
  ReportRunBodySchema,
  Type.Object({ reportJson: text(1_000_000) }),
]);
