/** Screen schemas served by the server (/api/system/Screen, docs/screen-dialect.md "Screens served by the server"). */
import { get, post, request } from '../http';

export interface ServedScreen {
  name: string;
  source: 'default' | 'override';
  version: number;
  schema: Record<string, unknown>;
}

/** What a conditional read gave: the screen with its ETag, or "not modified since `etag`". */
export type ScreenRead = { notModified: true } | { notModified: false; etag: string; screen: ServedScreen };

const BASE = '/api/system/Screen';
const seg = (name: string) => encodeURIComponent(name);

/**
 * GET one screen, revalidated with the ETag of the copy the caller holds. The request layer hands on only the
 * body, so the status and the ETag header are folded into it here. Silent: a failure falls back to the
 * bundled default, the user sees no toast.
 */
export async function readScreen(name: string, etag?: string): Promise<ScreenRead> {
  const reply = await request<ScreenRead>({
    url: `${BASE}/${seg(name)}`,
    method: 'get',
    silent: true,
    headers: etag ? { 'If-None-Match': etag } : {},
    validateStatus: (status) => status === 200 || status === 304,
    transformResponse: (data: unknown, headers, status) => {
      if (status === 304) return { code: 200, msg: '', data: { notModified: true } };
      const body = (typeof data === 'string' ? JSON.parse(data) : data) as { code: number; data: ServedScreen };
      if (body?.code !== 200) return body;
      return { ...body, data: { notModified: false, etag: String(headers?.etag ?? ''), screen: body.data } };
    },
  });
  return reply;
}

export interface ScreenListItem {
  name: string;
  source: 'default' | 'override';
  version: number;
  lastModifyTime: number | null;
  lastModifyUser: string;
}

export interface ScreenVersion {
  id: string;
  version: number;
  action: string;
  comment: string;
  source: 'default' | 'override';
  schema: Record<string, unknown>;
  creatorTime: number;
  creatorUser: string;
}

export const getScreenList = () => get<{ list: ScreenListItem[] }>(BASE);

export const getScreenVersions = (name: string) => get<{ list: ScreenVersion[] }>(`${BASE}/${seg(name)}/Versions`);

/** Resolves with the envelope: the editor shows the server's msg (and a refusal's JSON pointer) itself. */
export const saveScreen = (name: string, schema: unknown, comment: string, version?: number) =>
  request<{ version: number }>({
    url: `${BASE}/${seg(name)}`,
    method: 'put',
    data: { schema, comment, version },
    raw: true,
    rejectWithResponse: true,
    silent: true,
  });

/** Every stored override, as one file (页面配置 → 导出自定义配置). */
export const exportScreens = () => get<unknown>(`${BASE}/Actions/Export`);

/** Imports such a file; resolves with the envelope (its msg), rejects with the refusal's envelope. */
export const importScreens = (file: unknown) =>
  request<{ count: number }>({
    url: `${BASE}/Actions/Import`,
    method: 'post',
    data: file,
    raw: true,
    rejectWithResponse: true,
    silent: true,
  });

/** Without a version id: back to the shipped default. */
export const rollbackScreen = (name: string, versionId?: string) =>
  post<{ version: number }>(`${BASE}/${seg(name)}/Actions/Rollback`, versionId ? { versionId } : {});

/** Form models edited in 页面配置 (/api/system/Screen/Models): `{ formData, columnData }` with versions. */
export interface ModelDocument {
  formData: Record<string, unknown>;
  columnData: Record<string, unknown> | null;
}

export interface EditableModel {
  id: string;
  fullName: string;
  enCode: string;
  version: number;
}

export interface ModelRead {
  id: string;
  fullName: string;
  version: number;
  document: ModelDocument;
}

export interface ModelVersion {
  id: string;
  version: number;
  action: string;
  comment: string;
  document: ModelDocument;
  creatorTime: number;
  creatorUser: string;
}

const MODELS = `${BASE}/Models`;

export const getEditableModels = () => get<{ list: EditableModel[] }>(MODELS);

export const readModel = (id: string) => get<ModelRead>(`${MODELS}/${seg(id)}`);

export const getModelVersions = (id: string) => get<{ list: ModelVersion[] }>(`${MODELS}/${seg(id)}/Versions`);

/** Resolves with the envelope; a refusal (with the JSON pointer of the bad node) rejects with it, untoasted. */
export const saveModel = (id: string, document: unknown, comment: string, version?: number) =>
  request<{ version: number }>({
    url: `${MODELS}/${seg(id)}`,
    method: 'put',
    data: { document, comment, version },
    raw: true,
    rejectWithResponse: true,
    silent: true,
  });

export const rollbackModel = (id: string, versionId: string) =>
  post<{ version: number }>(`${MODELS}/${seg(id)}/Actions/Rollback`, { versionId });
