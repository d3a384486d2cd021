import { IMPORT_MAX_BYTES, IMPORT_MAX_ROWS } from '../../../contract';

/**
 * Bounds of the form-model import (docs/contract.md, "Bulk import and export"): what the wizard promises its users
 * (500 KB, 1,000 rows, xls/xlsx) and what keeps a hostile spreadsheet from exhausting the server (a zip that
 * inflates to gigabytes, thousands of sheets, millions of cells). Every refusal is a 400 with these words.
 */

export const MAX_BYTES = IMPORT_MAX_BYTES;
export const MAX_ROWS = IMPORT_MAX_ROWS;
/** an xlsx is a zip: its parts may inflate to at most this much altogether */
export const MAX_INFLATED_BYTES = 30 * 1024 * 1024;
export const MAX_ZIP_ENTRIES = 500;
export const MAX_SHEETS = 20;
export const MAX_CELLS = 200_000;
export const MAX_COLUMNS = 500;
/** the longest text one cell may hold (a longer one is cut, as the record's own limits apply afterwards) */
export const MAX_CELL_TEXT = 10_000;
/** an export writes at most this many records */
export const MAX_EXPORT_ROWS = 10_000;

export const Msg = {
  tooLarge: '文件大小不能超过500KB',
  wrongType: '请选择xls或xlsx类型的文件',
  noFile: '请先上传文件',
  unreadable: '文件格式不正确，无法读取',
  tooBig: '文件内容过大，无法读取',
  tooManySheets: `工作表数量不能超过${MAX_SHEETS}个`,
  tooManyCells: '文件单元格数量超过限制',
  tooManyRows: `导入数据不能超过${MAX_ROWS}条`,
  empty: '导入数据为空',
  fileGone: '导入文件不存在或已过期，请重新上传',
  wrongTemplate: '导入模板不正确，请下载模板后重新导入',
  nothingToImport: '该表单没有可导入的字段',
} as const;
