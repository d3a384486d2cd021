/** The app's one upload queue (over src/api/file, MD5 in a worker), mirrored into the progress panel's store. */
import { subscribeKey } from 'valtio/utils';
import i18n from '../i18n';
import { session } from '../store/session';
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

/**
 * On sign-out (the token goes: logout, an expired or kicked session) or when another sign-in replaces the
 * token, uploads in flight are cancelled and the panel is emptied: the next user of this browser never sees
 * the previous user's files, and no chunk goes up under the next user's token.
 */
export function clearUploads(): void {
  uploadQueue.clear();
  uploadPanel.open = false;
  uploadPanel.collapsed = false;
}

subscribeKey(session, 'token', clearUploads, true); // at once: nothing more starts under the old token
