import type { ChunkQuery, MergeForm } from '../../contract';
import type { UploadParams } from '../../renderers';
import { CHUNK_SIZE, type Chunk } from './chunkPlan';

/** What the fields are made of: a File, or anything shaped like one (tests). */
export interface FileLike {
  name: string;
  size: number;
  type: string;
  webkitRelativePath?: string;
}

/** The extension without the dot, lower case ('' when the name has none). */
export function fileExtension(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
}

/** The uploader's standard fields of one chunk (the test call sends those of chunk 1). */
export function chunkFields(file: FileLike, identifier: string, totalChunks: number, chunk: Chunk): ChunkQuery {
  return {
    chunkNumber: chunk.number,
    chunkSize: CHUNK_SIZE,
    currentChunkSize: chunk.end - chunk.start,
    totalSize: file.size,
    identifier,
    filename: file.name,
    relativePath: file.webkitRelativePath || file.name,
    totalChunks,
    fileType: file.type,
    extension: fileExtension(file.name),
  };
}

/** The merge form: where the stored file goes, with '#' removed from its name. */
export function mergeForm(file: FileLike, identifier: string, params: UploadParams): MergeForm {
  const form: MergeForm = {
    identifier,
    fileName: file.name.replace(/#/g, ''),
    fileSize: file.size,
    fileType: file.type,
    extension: fileExtension(file.name),
    type: params.type || 'annex',
    pathType: params.pathType || 'defaultPath',
  };
  if (params.isAccount !== undefined) form.isAccount = params.isAccount;
  if (params.folder) form.folder = params.folder;
  return form;
}
