/**
 * Bulk import and export of form-model records (docs/contract.md, "Bulk import and export"), by name for the engine's
 * import wizard (renderers/model/import). Download links are relative to the API base (services.download).
 */
import type { ApiFunction } from '../../../renderers';
import type { ImportFailedRow, ImportRow, ModelExportBody } from '../../../contract';
import { exportModelData, importApi, modelImportEndpoints } from '../../api/modelImport';
import { optionalText, requiredText } from '../apiArgs';

const api = (a: Record<string, unknown> | undefined) => importApi(modelImportEndpoints(requiredText(a, 'modelId')));
const rows = <T>(a: Record<string, unknown> | undefined): T[] => (Array.isArray(a?.list) ? (a.list as T[]) : []);

export const apis: Record<string, ApiFunction> = {
  'modelImport.template': async (a) => api(a).templateDownload(),
  'modelImport.upload': async (a) => {
    const file = a?.file;
    if (!(file instanceof Blob)) throw new Error('modelImport.upload needs a file');
    return api(a).upload(file as Blob & { name?: string });
  },
  'modelImport.preview': async (a) => api(a).preview(requiredText(a, 'fileName')),
  'modelImport.importData': async (a) => api(a).importData(rows<ImportRow>(a), optionalText(a, 'flowId')),
  'modelImport.exceptionData': async (a) => api(a).exceptionData(rows<ImportFailedRow>(a)),
  'modelImport.exportData': async (a) =>
    exportModelData(requiredText(a, 'modelId'), (a?.body ?? {}) as ModelExportBody),
};
