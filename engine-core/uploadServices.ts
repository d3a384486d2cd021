/**
 * What the upload widgets (uploadFile, uploadImg), the rich-text image button and the other attachment fields ask
 * the app for. The app runs one upload queue (chunked, resumable, MD5 in a worker) shown in the global progress
 * panel, and answers over src/api (src/engine/uploadSources.ts); tests pass fakes.
 */

/** waiting 等待中, hashing (MD5 before the first chunk), uploading 上传中, paused 暂停中, error 上传失败, success 上传成功 */
export type UploadStatus = 'waiting' | 'hashing' | 'uploading' | 'paused' | 'error' | 'success';

/** A stored file as the merge and the single-request upload answer it (the value item of the upload widgets). */
export interface UploadedFile {
  name: string;
  /** the stored name, the key of downloads and previews */
  fileId: string;
  url: string;
  fileSize: number;
  fileExtension: string;
  thumbUrl?: string;
  fileVersionId?: string;
}

/** Where a file goes: the storage folder type (annex, annexpic, userAvatar…) and the designer's path options. */
export interface UploadParams {
  type: string;
  pathType?: string;
  isAccount?: number;
  folder?: string;
}

/** One file in the upload queue. */
export interface UploadTask {
  readonly id: string;
  readonly fileName: string;
  readonly fileSize: number;
  readonly status: UploadStatus;
  /** 0–100, held at 99 until the file is stored */
  readonly progress: number;
  /** the message of a failure */
  readonly error?: string;
  /** settles with the stored file, or rejects when the upload fails or is removed */
  readonly done: Promise<UploadedFile>;
  pause(): void;
  resume(): void;
  retry(): void;
  remove(): void;
  /** called on every change of status or progress; answers the unsubscribe */
  subscribe(listener: (task: UploadTask) => void): () => void;
}

export interface UploadServices {
  /** a chunked, resumable upload through the app's queue (shown in the progress panel) */
  start(file: File, params: UploadParams): UploadTask;
  /** a single-request upload (images, the avatar, rich-text images): the server makes the thumbnail */
  uploadImage(file: File, params: UploadParams): Promise<UploadedFile>;
  /**
   * a short-lived signed URL to download a stored file; a refusal is toasted by the app unless `silent` (the
   * caller says it itself, as the preview's 文件不存在 does)
   */
  downloadUrl(type: string, fileId: string, options?: { silent?: boolean }): Promise<string>;
  /** one zip of several stored files: its name and signed URL */
  packDownload(type: string, files: { fileId: string; fileName: string }[]): Promise<{ name: string; url: string }>;
  /** an absolute URL for showing a stored file's `url` or `thumbUrl` (images inline, previews) */
  fileHref(url: string): string;
}

const refuse = (what: string) => () => {
  throw new Error(`EngineServices.uploads.${what} is not provided`);
};
const reject = (what: string) => () => Promise.reject(new Error(`EngineServices.uploads.${what} is not provided`));

export const missingUploadServices: UploadServices = {
  start: refuse('start'),
  uploadImage: reject('uploadImage'),
  downloadUrl: reject('downloadUrl'),
  packDownload: reject('packDownload'),
  fileHref: (url) => url,
};
