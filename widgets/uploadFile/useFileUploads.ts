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
 * the file is stored (handed to onStored) or the task fails or is removed (the progress panel says why).
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

  const start = useCallback(
    (file: File, params: UploadParams) => {
      const task = uploads.start(file, params);
      const key = task.id;
      setPending((rows) => [...rows, snapshot(task)]);
      const unsubscribe = task.subscribe((next) =>
        setPending((rows) => rows.map((row) => (row.key === key ? snapshot(next) : row))),
      );
      unsubscribes.current.set(key, unsubscribe);
      const finish = () => {
        unsubscribes.current.get(key)?.();
        unsubscribes.current.delete(key);
        setPending((rows) => rows.filter((row) => row.key !== key));
      };
      task.done.then(
        (stored) => {
          finish();
          storedRef.current(stored);
        },
        (error: unknown) => {
          finish();
          console.warn('uploadFile: the upload of', file.name, 'ended without a stored file', error);
        },
      );
      return task;
    },
    [uploads],
  );

  return { pending, start };
}
