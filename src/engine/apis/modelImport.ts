/**
 * Bulk import and export of form-model records (docs/contract.md, "Bulk import and export"), by name for the engine's
 * import wizard (renderers/model/import). Download links are relative to the API base (services.download); a
 * fixed template's link is where IMPORT_TEMPLATE_BASE says (the shipped files under /import-templates by default).
 */
import type { ApiFunction } from '../../../renderers';
import { fixedTemplateFile, type ImportFailedRow, type ImportRow, type ModelExportBody } from '../../../contract';
import { exportModelData, importApi, modelFlows, modelImportEndpoints } from '../../api/modelImport';
import { appConfig } from '../../config';
import { optionalText, requiredText } from '../apiArgs';

const api = (a: Record<string, unknown> | undefined) => importApi(modelImportEndpoints(requiredText(a, 'modelId')));
/** The fixed template of a route (IMPORT_TEMPLATE_BASE/<file>), or null where the generated one applies. */
function fixedTemplate(route: string) {
  const file = fixedTemplateFile(route);
  if (!file) return null;
  const base = appConfig.importTemplateBase.replace(/\/+$/, '');
  return { name: file, url: `${base}/${file}` };
}

const rows = <T>(a: Record<string, unknown> | undefined): T[] => (Array.isArray(a?.list) ? (a.list as T[]) : []);

export const apis: Record<string, ApiFunction> = {
  'modelImport.template': async (a) => api(a).templateDownload(),
  'modelImport.fixedTemplate': async (a) => fixedTemplate(requiredText(a, 'route')),
  'modelImport.flows': async (a) => modelFlows(requiredText(a, 'modelId')),
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
