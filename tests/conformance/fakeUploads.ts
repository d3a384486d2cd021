import type {
  UploadParams,
  UploadServices,
  UploadStatus,
  UploadTask,
  UploadedFile,
} from '../../engine-core/uploadServices';

/**
 * A fake UploadServices for engine tests. `start` queues a task the test drives (progress, succeed, fail); an
 * `uploadImage` waits until the test resolves or rejects it (or answers at once with `autoImages`). Downloads
 * answer signed-looking URLs, a data: URL for a file given in `contents`, and refuse the fileIds in `missing`.
 * Every call is recorded.
 */
export interface FakeUploadTask extends UploadTask {
  readonly file: File;
  readonly params: UploadParams;
  setProgress(progress: number, status?: UploadStatus): void;
  /** stores the file: done resolves with the stored item (overrides merged in) */
  succeed(overrides?: Partial<UploadedFile>): UploadedFile;
  /** the queue gives up: status error, done rejects */
  fail(message?: string): void;
}

export interface PendingImageUpload {
  file: File;
  params: UploadParams;
  resolve(overrides?: Partial<UploadedFile>): UploadedFile;
  reject(message?: string): void;
}

export interface FakeUploadCalls {
  /** `silent` is recorded when asked (the app would not toast a refusal) */
  downloadUrl: { type: string; fileId: string; silent?: true }[];
  packDownload: { type: string; files: { fileId: string; fileName: string }[] }[];
}

export type FakeUploads = UploadServices & {
  tasks: FakeUploadTask[];
  images: PendingImageUpload[];
  calls: FakeUploadCalls;
};

export interface FakeUploadsOptions {
  /** image uploads answer at once */
  autoImages?: boolean;
  /** fileId → text content: its download URL is a data: URL of that text */
  contents?: Record<string, { text: string; type?: string }>;
  /** fileIds whose download is refused (the file is gone) */
  missing?: string[];
}

export const FILE_HOST = 'http://files.test';

let stored = 0;

function storedFileOf(file: File, type: string, overrides: Partial<UploadedFile> = {}): UploadedFile {
  stored += 1;
  const dot = file.name.lastIndexOf('.');
  const ext = dot < 0 ? '' : file.name.slice(dot + 1).toLowerCase();
  const fileId = `stored-${stored}${ext ? `.${ext}` : ''}`;
  const url = `/api/file/Image/${type}/${fileId}`;
  const thumbUrl = type === 'annexpic' ? `/api/file/Image/${type}/s_${fileId}` : undefined;
  return { name: file.name, fileId, url, fileSize: file.size, fileExtension: ext, thumbUrl, ...overrides };
}

function createTask(file: File, params: UploadParams, id: string): FakeUploadTask {
  const listeners = new Set<(task: UploadTask) => void>();
  const run = () => {
    let settle!: { resolve: (f: UploadedFile) => void; reject: (e: Error) => void };
    const done = new Promise<UploadedFile>((resolve, reject) => (settle = { resolve, reject }));
    done.catch(() => undefined);
    return { done, ...settle };
  };
  /** like the app's queue: a failed run's `done` has rejected, a retry starts a new run with a new `done` */
  let current = run();
  const state: { status: UploadStatus; progress: number; error?: string } = { status: 'waiting', progress: 0 };
  const task: FakeUploadTask = {
    id,
    file,
    params,
    fileName: file.name,
    fileSize: file.size,
    get status() {
      return state.status;
    },
    get progress() {
      return state.progress;
    },
    get error() {
      return state.error;
    },
    get done() {
      return current.done;
    },
    pause: () => change({ status: 'paused' }),
    resume: () => change({ status: 'uploading' }),
    retry() {
      if (state.status === 'error') current = run();
      change({ status: 'uploading', error: undefined });
    },
    remove() {
      current.reject(new Error('removed'));
      change({});
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    setProgress: (progress, status = 'uploading') => change({ progress, status }),
    succeed(overrides) {
      const item = storedFileOf(file, params.type, overrides);
      change({ status: 'success', progress: 100 });
      current.resolve(item);
      return item;
    },
    fail(message = '上传失败') {
      change({ status: 'error', error: message });
      current.reject(new Error(message));
    },
  };
  function change(next: Partial<typeof state>) {
    Object.assign(state, next);
    listeners.forEach((listener) => listener(task));
  }
  return task;
}

export function createFakeUploads(options: FakeUploadsOptions = {}): FakeUploads {
  const tasks: FakeUploadTask[] = [];
  const images: PendingImageUpload[] = [];
  const calls: FakeUploadCalls = { downloadUrl: [], packDownload: [] };
  const missing = new Set(options.missing ?? []);
  return {
    tasks,
    images,
    calls,
    start(file, params) {
      const task = createTask(file, params, `task-${tasks.length + 1}`);
      tasks.push(task);
      return task;
    },
    uploadImage(file, params) {
      return new Promise<UploadedFile>((resolve, reject) => {
        const pending: PendingImageUpload = {
          file,
          params,
          resolve(overrides) {
            const item = storedFileOf(file, params.type, overrides);
            resolve(item);
            return item;
          },
          reject: (message = '上传失败') => reject(new Error(message)),
        };
        images.push(pending);
        if (options.autoImages) pending.resolve();
      });
    },
    async downloadUrl(type, fileId, asked) {
      calls.downloadUrl.push(asked?.silent ? { type, fileId, silent: true } : { type, fileId });
      if (missing.has(fileId)) throw new Error('文件不存在');
      const content = options.contents?.[fileId];
      if (content) return `data:${content.type ?? 'text/plain'};charset=utf-8,${encodeURIComponent(content.text)}`;
      return `${FILE_HOST}/api/file/Download/${type}/${fileId}?ticket=signed`;
    },
    async packDownload(type, files) {
      calls.packDownload.push({ type, files });
      return { name: `附件${files.length}个.zip`, url: `${FILE_HOST}/api/file/Download/pack/all.zip?ticket=signed` };
    },
    fileHref: (url) => (url.startsWith('/') ? `${FILE_HOST}${url}` : url),
  };
}
