/** Column settings of a module's list (/api/permission/Authority, docs/contract.md). */
import { get, request } from '../http';
import type { ApiEnvelope, ColumnPreference } from '../../../contract';

const BASE = '/api/permission/Authority';

export function getColumnsByModuleId(moduleId: string): Promise<ColumnPreference[]> {
  return get<ColumnPreference[]>(`${BASE}/GetColumnsByModuleId/${encodeURIComponent(moduleId)}`);
}

/** Saves the list for everyone opening the menu; `fieldList` travels as JSON text, as the contract has it. */
export function setColumnsByModuleId(moduleId: string, columns: ColumnPreference[]): Promise<ApiEnvelope<null>> {
  return request<null>({
    url: `${BASE}/SetColumnsByModuleId`,
    method: 'put',
    data: { moduleId, fieldList: JSON.stringify(columns) },
    raw: true,
  });
}
