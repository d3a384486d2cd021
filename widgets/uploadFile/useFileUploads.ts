import { useCallback, useEffect, useRef, useState } from 'react';
import type {
  UploadParams,
  UploadServices,
  UploadStatus,
  UploadTask,
  UploadedFile,
} from '../../engine-core/uploadServices';

/** A file of this field still in the upload queue, as its row shows it. */
export interface PendingUpload {
  key: string;
  name: string;
  size: number;
  status: UploadStatus;
  progress: number;
  error?: string;
  task: UploadTask;
}

const snapshot = (task: UploadTask): PendingUpload => ({
  key: task.id,
  name: task.fileName,
  size: task.fileSize,
  status: task.status,
  progress: task.progress,
  error: task.error,
  task,
});

/**
 * The field's own uploads through the app's queue: each row follows its task's progress and leaves the list once
 * the file is stored (handed to onStored) or removed. A failed upload stays as a failed row: a retry (from the
 * progress panel) starts a new run with a new `done`, which the row follows again.
 */
export function useFileUploads(uploads: UploadServices, onStored: (file: UploadedFile) => void) {
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const storedRef = useRef(onStored);
  storedRef.current = onStored;
  const unsubscribes = useRef(new Map<string, () => void>());

  useEffect(() => {
    const current = unsubscribes.current;
    return () => {
      current.forEach((unsubscribe) => unsubscribe());
      current.clear();
    };
  }, []);

  const finish = useCallback((key: string) => {
    unsubscribes.current.get(key)?.();
    unsubscribes.current.delete(key);
    setPending((rows) => rows.filter((row) => row.key !== key));
  }, []);

  const follow = useCallback(
    (task: UploadTask) =>
      task.done.then(
        (stored) => {
          finish(task.id);
          storedRef.current(stored);
        },
        (error: unknown) => {
          if (task.status === 'error') return;
          finish(task.id);
          console.warn('uploadFile: the upload of', task.fileName, 'ended without a stored file', error);
        },
      ),
    [finish],
  );

  const start = useCallback(
    (file: File, params: UploadParams) => {
      const task = uploads.start(file, params);
      let followed = task.done;
      setPending((rows) => [...rows, snapshot(task)]);
      const unsubscribe = task.subscribe((next) => {
        setPending((rows) => rows.map((row) => (row.key === next.id ? snapshot(next) : row)));
        if (next.done !== followed) {
          followed = next.done;
          void follow(next);
        }
      });
      unsubscribes.current.set(task.id, unsubscribe);
      void follow(task);
      return task;
    },
    [uploads, follow],
  );

  /** takes the file out of the queue and the row out of the list (a failed run has no `done` left to end) */
  const remove = useCallback(
    (row: PendingUpload) => {
      row.task.remove();
      finish(row.key);
    },
    [finish],
  );

  return { pending, start, remove };
}
