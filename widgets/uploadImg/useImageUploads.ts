import { useCallback, useEffect, useRef, useState } from 'react';
import type { UploadParams, UploadServices, UploadedFile } from '../../engine-core/uploadServices';
import type { PendingImage } from './ImageCards';

let counter = 0;

const localUrlOf = (file: File) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : undefined);

/**
 * The field's image uploads (one request each; the server makes the thumbnail): a card per image while it goes,
 * handed to onStored when stored; a failed upload leaves the list (network failures are only logged).
 */
export function useImageUploads(uploads: UploadServices, onStored: (file: UploadedFile) => void) {
  const [pending, setPending] = useState<PendingImage[]>([]);
  const storedRef = useRef(onStored);
  storedRef.current = onStored;
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const start = useCallback(
    (file: File, params: UploadParams) => {
      counter += 1;
      const row: PendingImage = { key: `img-${counter}`, name: file.name, localUrl: localUrlOf(file) };
      setPending((rows) => [...rows, row]);
      const finish = () => {
        if (row.localUrl) URL.revokeObjectURL(row.localUrl);
        if (mounted.current) setPending((rows) => rows.filter((r) => r.key !== row.key));
      };
      uploads.uploadImage(file, params).then(
        (stored) => {
          finish();
          storedRef.current(stored);
        },
        (error: unknown) => {
          finish();
          console.warn('uploadImg: the upload of', file.name, 'failed', error);
        },
      );
    },
    [uploads],
  );

  return { pending, start };
}
