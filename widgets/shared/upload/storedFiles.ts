import type { UploadedFile } from '../../../engine-core/uploadServices';

/** The value items of the upload widgets: a stored file (uploadFile) or image (uploadImg). */
export interface StoredFile {
  name: string;
  fileId: string;
  url?: string;
  fileSize?: number;
  fileExtension?: string;
  fileVersionId?: string;
  thumbUrl?: string;
}

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return [];
  }
}

/** The field's value as a plain list (a JSON text of a list is read too; anything else is no file). */
export function storedFiles(value: unknown): StoredFile[] {
  const list = parse(value);
  if (!Array.isArray(list)) return [];
  return list
    .filter((item): item is StoredFile => !!item && typeof item === 'object' && 'name' in item)
    .map((item) => ({ ...item }));
}

/** The value item of uploadFile for a stored file. */
export function fileItemOf(file: UploadedFile): StoredFile {
  const item: StoredFile = {
    name: file.name,
    fileId: file.fileId,
    url: file.url,
    fileSize: file.fileSize,
    fileExtension: file.fileExtension,
  };
  if (file.fileVersionId) item.fileVersionId = file.fileVersionId;
  return item;
}

/** The value item of uploadImg for a stored image. */
export function imageItemOf(file: UploadedFile): StoredFile {
  return { name: file.name, fileId: file.fileId, url: file.url, thumbUrl: file.thumbUrl ?? file.url };
}
