import { useCallback, useState } from 'react';
import { formatMessage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { uploadMessages } from './messages';
import { notify } from './notify';
import type { StoredFile } from './storedFiles';

/**
 * Download, download all (one zip) and preview of stored files of one storage type (annex, annexpic…). A
 * failed request has already been said by the app's request layer; it is only logged here.
 */
export function useFileActions(type: string) {
  const services = useEngineServices();
  const [previewing, setPreviewing] = useState<StoredFile | null>(null);

  const download = useCallback(
    async (file: StoredFile) => {
      try {
        const url = await services.uploads.downloadUrl(type, file.fileId);
        services.download(url, file.name);
      } catch (error) {
        console.warn('upload: the download of', file.name, 'failed', error);
      }
    },
    [services, type],
  );

  const downloadAll = useCallback(
    async (files: StoredFile[]) => {
      if (files.length === 0) {
        notify(services, formatMessage(uploadMessages.noFiles), 'warning');
        return;
      }
      try {
        const pack = await services.uploads.packDownload(
          type,
          files.map((file) => ({ fileId: file.fileId, fileName: file.name })),
        );
        services.download(pack.url, pack.name);
      } catch (error) {
        console.warn('upload: the download of all files failed', error);
      }
    },
    [services, type],
  );

  return { download, downloadAll, previewing, preview: setPreviewing, closePreview: () => setPreviewing(null) };
}
