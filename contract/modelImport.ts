import type { Static } from 'typebox';
import type {
  ImportDataBodySchema,
  ImportExceptionBodySchema,
  ImportPreviewQuerySchema,
  ModelExportBodySchema,
} from './schemas/modelImport';

/**
 * Wire types of the form-model bulk import and export (docs/contract.md, "Bulk import and export"): template download, upload
 * of the filled spreadsheet, preview, import, the error report of the failed rows, and the list export. Every
 * file goes out as `{name, url}` (DownloadReply) with a short-lived signed download URL.
 */

/** Extensions the import accepts. */
export const IMPORT_EXTENSIONS = ['xls', 'xlsx'] as const;
/** The spreadsheet may weigh at most this much (文件大小不能超过500KB). */
export const IMPORT_MAX_BYTES = 500 * 1024;
/** …and hold at most this many data rows. */
export const IMPORT_MAX_ROWS = 1000;

/** An option of a select-like column, so the preview can show labels and offer the choices. */
export interface ImportOption {
  id: string | number;
  fullName: string;
}

/**
 * A column of the preview. jnpfKey 'table' is a child table whose `children` are its columns; 'complexHeader'
 * groups main fields under one heading. Option columns carry their options (static and dictionary ones).
 */
export interface ImportHeader {
  id: string;
  fullName: string;
  jnpfKey: string;
  multiple?: boolean;
  options?: ImportOption[];
  children?: ImportHeader[];
}

/** One record of the preview: values keyed by __vModel__, child tables as arrays of row objects. */
export type ImportRow = Record<string, unknown>;

/** GET OnlineDev/{modelId}/ImportPreview */
export interface ImportPreviewReply {
  dataRow: ImportRow[];
  headerRow: ImportHeader[];
}

/** A row that was not imported, with every reason found (joined by ；). */
export type ImportFailedRow = ImportRow & { errorsInfo: string };

/** POST OnlineDev/{modelId}/ImportData */
export interface ImportDataReply {
  /** rows stored */
  snum: number;
  /** rows refused */
  fnum: number;
  /** 0 every row stored, 1 some refused */
  resultType: 0 | 1;
  failResult: ImportFailedRow[];
}

/** A flow a model's records can be submitted to (there is no flow engine here: its id, name and code). */
export interface ModelFlow {
  id: string;
  fullName: string;
  enCode: string;
}

/**
 * GET OnlineDev/{modelId}/FlowList: whether the model uses flows (its Config's enableFlow) and its enabled
 * flows. An import into a model with enableFlow = 1 needs one of them as flowId (none: 流程不存在).
 */
export interface ModelFlowsReply {
  enableFlow: number;
  list: ModelFlow[];
}

/**
 * Routes whose wizard offers a fixed template file instead of the generated one (their forms are filled from a
 * file prepared outside the platform), by the last segment of /model/<code>: the file name under the
 * configured template location (docs/model-import.md, "Fixed templates").
 */
export const FIXED_IMPORT_TEMPLATES: Readonly<Record<string, string>> = {
  sdqybmd: 'sdqybmd.xlsx',
  yysdqy: 'yysdqy.xlsx',
  grhjgl: 'grhjgl.xlsx',
};

/** The fixed template file of a route path (`/model/sdqybmd`, also under a base path), or null. */
export function fixedTemplateFile(pathname: string): string | null {
  const code = /\/model\/([^/?#]+)\/?$/.exec(pathname)?.[1];
  return code && Object.hasOwn(FIXED_IMPORT_TEMPLATES, code) ? FIXED_IMPORT_TEMPLATES[code]! : null;
}

export type ImportDataBody = Static<typeof ImportDataBodySchema>;
export type ImportExceptionBody = Static<typeof ImportExceptionBodySchema>;
export type ImportPreviewQuery = Static<typeof ImportPreviewQuerySchema>;
export type ModelExportBody = Static<typeof ModelExportBodySchema>;
