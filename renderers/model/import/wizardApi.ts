import type { DownloadReply, ImportDataReply, ImportFailedRow, ImportPreviewReply, ImportRow } from '../../../contract';
import type { EngineServices } from '../../../engine-core/services';

/**
 * The calls the import wizard makes. The wizard takes them as an object so admin screens with their own import
 * endpoints (users, organisations…) can reuse it; a form model's come from the API table (modelImport.*).
 */
export interface ImportWizardApi {
  template(): Promise<DownloadReply>;
  upload(file: Blob & { name?: string }): Promise<DownloadReply>;
  preview(fileName: string): Promise<ImportPreviewReply>;
  importData(list: ImportRow[]): Promise<ImportDataReply>;
  exceptionData(list: ImportFailedRow[]): Promise<DownloadReply>;
}

export function modelImportApi(services: EngineServices, modelId: string): ImportWizardApi {
  const call = <T>(name: string, args: Record<string, unknown> = {}): Promise<T> => {
    const fn = services.api[name];
    if (!fn) return Promise.reject(new Error(`API ${name} is not in the API table`));
    return fn({ modelId, ...args }) as Promise<T>;
  };
  return {
    template: () => call('modelImport.template'),
    upload: (file) => call('modelImport.upload', { file }),
    preview: (fileName) => call('modelImport.preview', { fileName }),
    importData: (list) => call('modelImport.importData', { list }),
    exceptionData: (list) => call('modelImport.exceptionData', { list }),
  };
}
