/**
 * The bulk-import calls (docs/contract.md, "Bulk import and export"; the same five calls exist for other modules under
 * their own base, e.g. permission/Users): template, upload, preview, import, error report; and the form-model
 * list export. Errors are toasted by the request layer with the server's words (文件大小不能超过500KB…).
 */
import { get, post, request } from './http';
import type {
  DownloadReply,
  ImportDataReply,
  ImportFailedRow,
  ImportPreviewReply,
  ImportRow,
  ModelExportBody,
  ModelFlowsReply,
} from '../../contract';

const ONLINE_DEV = '/api/visualdev/OnlineDev';
const seg = (value: string) => encodeURIComponent(value);

/** Where a module's import calls live: `base` holds TemplateDownload…, `uploader` takes the file. */
export interface ImportEndpoints {
  base: string;
  uploader: string;
}

export const modelImportEndpoints = (modelId: string): ImportEndpoints => ({
  base: `${ONLINE_DEV}/${seg(modelId)}`,
  uploader: `${ONLINE_DEV}/Uploader`,
});

export interface ImportApi {
  templateDownload(): Promise<DownloadReply>;
  /** resolves with the stored name the preview reads */
  upload(file: Blob & { name?: string }): Promise<DownloadReply>;
  preview(fileName: string): Promise<ImportPreviewReply>;
  importData(list: ImportRow[], flowId?: string): Promise<ImportDataReply>;
  exceptionData(list: ImportFailedRow[]): Promise<DownloadReply>;
}

export function importApi({ base, uploader }: ImportEndpoints): ImportApi {
  return {
    templateDownload: () => get<DownloadReply>(`${base}/TemplateDownload`),
    upload: (file) => {
      const body = new FormData();
      body.append('file', file, file.name ?? 'upload.xlsx');
      return request<DownloadReply>({ url: uploader, method: 'post', data: body });
    },
    preview: (fileName) => get<ImportPreviewReply>(`${base}/ImportPreview`, { fileName }),
    importData: (list, flowId) => post<ImportDataReply>(`${base}/ImportData`, flowId ? { list, flowId } : { list }),
    exceptionData: (list) => post<DownloadReply>(`${base}/ImportExceptionData`, { list }),
  };
}

/** GET OnlineDev/{modelId}/FlowList: whether the model uses flows, and its flows (an import needs one of them). */
export function modelFlows(modelId: string): Promise<ModelFlowsReply> {
  return get<ModelFlowsReply>(`${ONLINE_DEV}/${seg(modelId)}/FlowList`);
}

/** POST OnlineDev/{modelId}/Actions/ExportData: the chosen columns of the selected, current-page or all records. */
export function exportModelData(modelId: string, body: ModelExportBody): Promise<DownloadReply> {
  return post<DownloadReply>(`${ONLINE_DEV}/${seg(modelId)}/Actions/ExportData`, body);
}
