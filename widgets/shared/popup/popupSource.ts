import type { DataInterfaceParam, EngineServices, PagedRows } from '../../../engine-core/services';
import { propsValueOf, relationFieldOf } from './logic';
import type { PopupRow, PopupSourceProps } from './types';

/**
 * Where a popup picker's rows come from (the select dialog config's `dataSource`): a data interface
 * (`interfaceId`, the default 'dynamic'), or the records of another form model ('model', `modelId`) read
 * through the same services as the related-form widgets. A model's rows are keyed by their record id.
 */

export const isModelSource = (p: PopupSourceProps): boolean => p.dataSource === 'model';

/** The source has what it needs to be asked (an interface id, or a model id). */
export const hasSource = (p: PopupSourceProps): boolean => Boolean(isModelSource(p) ? p.modelId : p.interfaceId);

/** Names the source, for messages and for caches that must not mix two sources' rows. */
export const sourceKey = (p: PopupSourceProps): string =>
  isModelSource(p) ? `model:${p.modelId ?? ''}` : `interface:${p.interfaceId ?? ''}`;

export interface PopupPageQuery {
  currentPage: number;
  pageSize: number;
  keyword: string;
}

const columnsOf = (p: PopupSourceProps) => (p.columnOptions ?? []).map((c) => c.value).join(',');

/** One page of rows for the popup table. */
export function listRows(
  services: EngineServices,
  p: PopupSourceProps,
  query: PopupPageQuery,
  params: () => DataInterfaceParam[],
): Promise<PagedRows> {
  const relationField = relationFieldOf(p);
  if (isModelSource(p)) {
    return services.relationForms.list(p.modelId as string, {
      currentPage: query.currentPage,
      pageSize: query.pageSize,
      keyword: query.keyword || undefined,
      relationField,
      columnOptions: columnsOf(p),
    });
  }
  return services.dataInterfaceList(p.interfaceId as string, {
    ...query,
    propsValue: propsValueOf(p),
    relationField,
    columnOptions: columnsOf(p),
    paramList: params(),
  });
}

/** The rows behind stored keys (a record being reopened); keys no longer found are left out. */
export async function rowsByIds(
  services: EngineServices,
  p: PopupSourceProps,
  ids: string[],
  params: () => DataInterfaceParam[],
): Promise<PopupRow[]> {
  if (isModelSource(p)) {
    const modelId = p.modelId as string;
    const records = await Promise.all(
      ids.map((id): Promise<PopupRow | null> =>
        services.relationForms.record(modelId, id).then(
          (values) => (values ? { ...values, id } : null),
          // one record that cannot be read leaves the others readable
          (error: unknown) => {
            console.warn(`[popup] could not read record ${id} of model "${modelId}":`, error);
            return null;
          },
        ),
      ),
    );
    return records.filter((r): r is PopupRow => r !== null);
  }
  const found = await services.dataInterfaceByIds(p.interfaceId as string, {
    ids,
    propsValue: propsValueOf(p),
    relationField: relationFieldOf(p),
    paramList: params(),
  });
  return Array.isArray(found) ? found : [];
}
