import type { EngineServices } from '../../engine-core/services';
import type { ModelConfigData, ModelEnvelope, ModelListQuery, ModelPage } from './types';

/**
 * The OnlineDev calls of the model pages, by name through the app's API table (docs/architecture.md): the engine never
 * knows a URL. Reads answer their data; writes answer the envelope so the page can toast the server's msg.
 */
export interface ModelApi {
  config(): Promise<ModelEnvelope<ModelConfigData>>;
  list(query: ModelListQuery): Promise<ModelPage>;
  info(id: string): Promise<{ id: string; data: string }>;
  create(values: Record<string, unknown>): Promise<ModelEnvelope<unknown>>;
  update(id: string, values: Record<string, unknown>): Promise<ModelEnvelope<unknown>>;
  remove(id: string): Promise<ModelEnvelope<unknown>>;
  batchRemove(ids: string[]): Promise<ModelEnvelope<unknown>>;
}

export function createModelApi(services: EngineServices, modelId: string, menuId?: string): ModelApi {
  const call = <T>(name: string, args: Record<string, unknown>): Promise<T> => {
    const fn = services.api[name];
    if (!fn) return Promise.reject(new Error(`API ${name} is not in the API table`));
    return fn({ modelId, ...args }) as Promise<T>;
  };
  return {
    config: () => call('onlineDev.config', { menuId }),
    list: (query) => call('onlineDev.list', { ...query, menuId }),
    info: (id) => call('onlineDev.info', { id }),
    create: (values) => call('onlineDev.create', { data: JSON.stringify(values), menuId }),
    update: (id, values) => call('onlineDev.update', { id, data: JSON.stringify(values), menuId }),
    remove: (id) => call('onlineDev.remove', { id }),
    batchRemove: (ids) => call('onlineDev.batchRemove', { ids }),
  };
}

/** The record's values: `data` is JSON text of the raw values; an unreadable one is an empty record. */
export function recordValues(info: { id?: string; data?: unknown } | null | undefined): Record<string, unknown> {
  const data = info?.data;
  if (data && typeof data === 'object' && !Array.isArray(data)) return data as Record<string, unknown>;
  if (typeof data !== 'string' || !data) return {};
  try {
    const parsed: unknown = JSON.parse(data);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}
