/** Dictionary categories and data (docs/contract.md). `{typeId}` accepts the type's id or its enCode. */
import { get, request } from '../http';
import { uploadForm } from '../upload';
import type {
  ApiEnvelope,
  DictionaryAllEntry,
  DictionaryDataInfo,
  DictionaryDataInput,
  DictionaryDataQuery,
  DictionaryDataRow,
  DictionaryOptionNode,
  DictionarySelectorNode,
  DictionaryTypeInfo,
  DictionaryTypeInput,
  DictionaryTypeNode,
  DownloadReply,
  ImportMode,
  ListReply,
} from '../../../contract';

const TYPE = '/api/system/DictionaryType';
const DATA = '/api/system/DictionaryData';
const seg = (value: string) => encodeURIComponent(value);

/** Writes resolve with the whole envelope: the screens show the server's `msg` on success (docs/contract.md). */
function write(method: 'post' | 'put' | 'delete', url: string, data?: unknown): Promise<ApiEnvelope<null>> {
  return request<null>({ url, method, data, raw: true });
}

// ── categories ──────────────────────────────────────────────────────────────────────────────────────────────

export function getDictionaryTypeTree(): Promise<ListReply<DictionaryTypeNode>> {
  return get<ListReply<DictionaryTypeNode>>(TYPE);
}

/** Parent picker of the category dialog; `excludeId` is the category being edited ('0' when creating). */
export function getDictionaryTypeSelector(excludeId = '0'): Promise<ListReply<DictionaryTypeNode>> {
  return get<ListReply<DictionaryTypeNode>>(`${TYPE}/Selector/${seg(excludeId)}`);
}

export function getDictionaryTypeInfo(id: string): Promise<DictionaryTypeInfo> {
  return get<DictionaryTypeInfo>(`${TYPE}/${seg(id)}`);
}

export function createDictionaryType(body: DictionaryTypeInput): Promise<ApiEnvelope<null>> {
  return write('post', TYPE, body);
}

export function updateDictionaryType(id: string, body: DictionaryTypeInput): Promise<ApiEnvelope<null>> {
  return write('put', `${TYPE}/${seg(id)}`, { ...body, id });
}

export function deleteDictionaryType(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${TYPE}/${seg(id)}`);
}

// ── data ────────────────────────────────────────────────────────────────────────────────────────────────────

export function getDictionaryDataList(
  typeId: string,
  query: DictionaryDataQuery = {},
): Promise<ListReply<DictionaryDataRow>> {
  return get<ListReply<DictionaryDataRow>>(`${DATA}/${seg(typeId)}`, query);
}

export function getDictionaryDataAll(): Promise<ListReply<DictionaryAllEntry>> {
  return get<ListReply<DictionaryAllEntry>>(`${DATA}/All`);
}

/** Parent picker of the item dialog: the type as root, then its data tree without `excludeId` ('0' when creating). */
export function getDictionaryDataParentSelector(
  typeId: string,
  excludeId = '0',
  isTree?: string,
): Promise<ListReply<DictionarySelectorNode>> {
  return get<ListReply<DictionarySelectorNode>>(
    `${DATA}/${seg(typeId)}/Selector/${seg(excludeId)}`,
    isTree === undefined ? undefined : { isTree },
  );
}

/** Enabled items of a type as options (a tree when the type is a tree). */
export function getDictionaryDataOptions(typeIdOrCode: string): Promise<ListReply<DictionaryOptionNode>> {
  return get<ListReply<DictionaryOptionNode>>(`${DATA}/${seg(typeIdOrCode)}/Data/Selector`);
}

export function getDictionaryDataInfo(id: string): Promise<DictionaryDataInfo> {
  return get<DictionaryDataInfo>(`${DATA}/${seg(id)}/Info`);
}

export function createDictionaryData(body: DictionaryDataInput): Promise<ApiEnvelope<null>> {
  return write('post', DATA, body);
}

export function updateDictionaryData(id: string, body: DictionaryDataInput): Promise<ApiEnvelope<null>> {
  return write('put', `${DATA}/${seg(id)}`, { ...body, id });
}

export function deleteDictionaryData(id: string): Promise<ApiEnvelope<null>> {
  return write('delete', `${DATA}/${seg(id)}`);
}

/** Flips enabledMark. */
export function toggleDictionaryDataState(id: string): Promise<ApiEnvelope<null>> {
  return write('put', `${DATA}/${seg(id)}/Actions/State`);
}

/** Export of a category (id = the type id) as a .bdd file: a name and a download URL. */
export function exportDictionaryData(typeId: string): Promise<DownloadReply> {
  return get<DownloadReply>(`${DATA}/${seg(typeId)}/Actions/Export`);
}

/** Import of a .bdd file (multipart `file` + `type`: 0 skip duplicates, 1 append them as copies). */
export function importDictionaryData(file: Blob & { name?: string }, mode: ImportMode): Promise<ApiEnvelope<null>> {
  return uploadForm(`${DATA}/Actions/Import`, file, { type: mode });
}
