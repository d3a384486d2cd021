import type {
  DownloadReply,
  ImportDataReply,
  ImportFailedRow,
  ImportPreviewReply,
  ImportRow,
  ModelFlowsReply,
} from '../../../contract';
import type { EngineServices } from '../../../engine-core/services';

/**
 * The calls the import wizard makes. The wizard takes them as an object so admin screens with their own import
 * endpoints (users, organisations…) can reuse it; a form model's come from the API table (modelImport.*).
 */
export interface ImportWizardApi {
  template(): Promise<DownloadReply>;
  upload(file: Blob & { name?: string }): Promise<DownloadReply>;
  preview(fileName: string): Promise<ImportPreviewReply>;
  /** flowId: the flow chosen for a model with flows */
  importData(list: ImportRow[], flowId?: string): Promise<ImportDataReply>;
  exceptionData(list: ImportFailedRow[]): Promise<DownloadReply>;
  /** the model's flows; absent for imports that have none (users, organisations…) */
  flows?(): Promise<ModelFlowsReply>;
  /** a fixed template file that replaces the generated one on some routes, or null */
  fixedTemplate?(): Promise<DownloadReply | null>;
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
    importData: (list, flowId) => call('modelImport.importData', flowId ? { list, flowId } : { list }),
    exceptionData: (list) => call('modelImport.exceptionData', { list }),
    // a host whose API table has no flows imports without one (the server refuses if the model needs one)
    ...(services.api['modelImport.flows'] ? { flows: () => call<ModelFlowsReply>('modelImport.flows') } : {}),
    // the page's own route decides (three routes use a fixed file); read when the wizard opens
    ...(services.api['modelImport.fixedTemplate']
      ? {
          fixedTemplate: () =>
            call<DownloadReply | null>('modelImport.fixedTemplate', { route: window.location.pathname }),
        }
      : {}),
  };
}
