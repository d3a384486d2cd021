/** Runtime calls of data interfaces (docs/contract.md): what dynamic options, popup-selects and linkage use. */
import { post } from '../http';
import type {
  DataInterfaceInfoByIdsInput,
  DataInterfaceListInput,
  DataInterfacePreviewInput,
  PageResult,
} from '../../../contract';

const BASE = '/api/system/DataInterface';
const seg = (value: string) => encodeURIComponent(value);

/** The raw result of the interface: an array, an object or `{list, pagination}`. */
export function previewDataInterface(id: string, body: DataInterfacePreviewInput = {}): Promise<unknown> {
  return post<unknown>(`${BASE}/${seg(id)}/Actions/Preview`, body);
}

export function listDataInterface(
  id: string,
  body: DataInterfaceListInput,
): Promise<PageResult<Record<string, unknown>>> {
  return post<PageResult<Record<string, unknown>>>(`${BASE}/${seg(id)}/Actions/List`, body);
}

export function dataInterfaceInfoByIds(
  id: string,
  body: DataInterfaceInfoByIdsInput,
): Promise<Record<string, unknown>[]> {
  return post<Record<string, unknown>[]>(`${BASE}/${seg(id)}/Actions/InfoByIds`, body);
}
