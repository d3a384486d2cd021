/** The app's one upload queue (over src/api/file, MD5 in a worker), mirrored into the progress panel's store. */
import i18n from '../i18n';
import type { UploadTask } from '../../renderers';
import { apiTransport } from './apiTransport';
import { md5File } from './md5';
import { UploadQueue } from './uploadQueue';
import { bindPanel, canClosePanel, uploadPanel } from './uploadStore';

/** uploads show their failures for 1.5 s */
const FAILURE_TOAST_SECONDS = 1.5;

export const uploadQueue = new UploadQueue({
  transport: apiTransport,
  hash: md5File,
  parallel: 3,
  notify: (message) => void import('../api/toast').then((toast) => toast.errorToast(message, FAILURE_TOAST_SECONDS)),
  failureMessage: () => i18n.t('upload.failed'),
});

bindPanel(uploadQueue);

export function findTask(id: string): UploadTask | undefined {
  return uploadQueue.list().find((t) => t.id === id);
}

/** Hides the panel once every file has an outcome, and forgets those files. */
export function closePanel(): void {
  if (!canClosePanel(uploadQueue.list())) return;
  for (const task of [...uploadQueue.list()]) task.remove();
  uploadPanel.open = false;
}
