/** The runtime of online form models (docs/contract.md): configuration, list, records. */
import { get, post, request } from '../http';
import type {
  ApiEnvelope,
  OnlineBatchDeleteBody,
  OnlineListQuery,
  OnlineListRow,
  OnlineModelConfig,
  OnlineRecordBody,
  OnlineRecordCreated,
  OnlineRecordInfo,
  PageResult,
} from '../../../contract';

const BASE = '/api/visualdev/OnlineDev';
const seg = (value: string) => encodeURIComponent(value);

/**
 * The model's formData and columnData. The request layer hands this call's whole envelope back whatever its
 * code (httpRules: onlineDevConfig) and shows no toast: the page renders "deleted" or "not configured" itself.
 */
export function getModelConfig(modelId: string, menuId?: string): Promise<ApiEnvelope<OnlineModelConfig>> {
  return request<OnlineModelConfig>({
    url: `${BASE}/${seg(modelId)}/Config`,
    method: 'get',
    params: menuId ? { menuId } : undefined,
    raw: true,
  });
}

export function listModelRecords(modelId: string, query: OnlineListQuery): Promise<PageResult<OnlineListRow>> {
  return post<PageResult<OnlineListRow>>(`${BASE}/${seg(modelId)}/List`, query);
}

/** The record's raw values as JSON text (`data`). */
export function getModelRecord(modelId: string, id: string): Promise<OnlineRecordInfo> {
  return get<OnlineRecordInfo>(`${BASE}/${seg(modelId)}/${seg(id)}`);
}

/** Writes resolve with the whole envelope: the page toasts the server's own `msg`. */
export function createModelRecord(modelId: string, body: OnlineRecordBody): Promise<ApiEnvelope<OnlineRecordCreated>> {
  return request<OnlineRecordCreated>({ url: `${BASE}/${seg(modelId)}`, method: 'post', data: body, raw: true });
}

export function updateModelRecord(modelId: string, id: string, body: OnlineRecordBody): Promise<ApiEnvelope<null>> {
  return request<null>({
    url: `${BASE}/${seg(modelId)}/${seg(id)}`,
    method: 'put',
    data: { ...body, id },
    raw: true,
  });
}

export function deleteModelRecord(modelId: string, id: string): Promise<ApiEnvelope<null>> {
  return request<null>({ url: `${BASE}/${seg(modelId)}/${seg(id)}`, method: 'delete', raw: true });
}

export function batchDeleteModelRecords(modelId: string, body: OnlineBatchDeleteBody): Promise<ApiEnvelope<null>> {
  return request<null>({ url: `${BASE}/batchDelete/${seg(modelId)}`, method: 'post', data: body, raw: true });
}
