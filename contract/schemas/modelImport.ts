import { Type } from 'typebox';
import { int, text } from './builders';

/**
 * Bodies of the form-model import and export calls (/api/visualdev/OnlineDev, docs/contract.md). Rows are the
 * model's own values keyed by __vModel__ (child tables as arrays of row objects), so they stay open objects;
 * the services check every value against the model.
 */

/** At most this many rows per import call (the wizard's limit, also the preview's). */
const MAX_LIST = 1000;

const row = () => Type.Record(Type.String({ maxLength: 200 }), Type.Unknown());

/** POST OnlineDev/{modelId}/ImportData */
export const ImportDataBodySchema = Type.Object({
  list: Type.Array(row(), { maxItems: MAX_LIST }),
  flowId: Type.Optional(text(100)),
  menuId: Type.Optional(text(100)),
});

/** POST OnlineDev/{modelId}/ImportExceptionData: the failResult of an import (rows carrying errorsInfo). */
export const ImportExceptionBodySchema = Type.Object({
  list: Type.Array(row(), { minItems: 1, maxItems: MAX_LIST }),
  menuId: Type.Optional(text(100)),
});

/** GET OnlineDev/{modelId}/ImportPreview */
export const ImportPreviewQuerySchema = Type.Object({ fileName: text(100, 1) });

/** POST OnlineDev/{modelId}/Actions/ExportData: the list query plus what to export. */
export const ModelExportBodySchema = Type.Object({
  currentPage: Type.Optional(int(1, 1_000_000)),
  pageSize: Type.Optional(int(1, 1_000_000)),
  sidx: Type.Optional(text(500)),
  sort: Type.Optional(text(10)),
  keyword: Type.Optional(text(200)),
  queryJson: Type.Optional(text(20_000)),
  superQueryJson: Type.Optional(text(20_000)),
  extraQueryJson: Type.Optional(text(20_000)),
  menuId: Type.Optional(text(100)),
  modelId: Type.Optional(text(100)),
  /** the __vModel__ of the columns to export, in the order wanted; all exportable fields when empty */
  selectKey: Type.Optional(Type.Array(text(200, 1), { maxItems: 500 })),
  /** only these records (the rows ticked in the list) */
  selectIds: Type.Optional(Type.Array(text(100, 1), { maxItems: 10_000 })),
  /** "0" the current page, "1" every record matching the filters */
  dataType: Type.Optional(Type.Union([Type.Literal('0'), Type.Literal('1')])),
});
