import { Suspense, lazy, useEffect, useState } from 'react';
import { Button, Modal, Spin } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import { formatMessage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import type { UploadServices } from '../../../engine-core/uploadServices';
import { FileIcon } from './FileIcon';
import { extensionOf, previewKindOf, type PreviewKind } from './fileTypes';
import { ImageViewer } from './ImageViewer';
import { uploadMessages } from './messages';
import { formatSize } from './sizes';
import type { StoredFile } from './storedFiles';

const PdfView = lazy(() => import('./PdfView'));

type Loaded =
  | { state: 'loading' }
  | { state: 'missing' }
  | { state: 'failed' }
  | { state: 'pdf'; data: ArrayBuffer }
  | { state: 'text'; text: string }
  | { state: 'download' };

/**
 * Asks for a signed URL (a stored file that is gone is refused), then reads what is drawn in the page. The
 * request is silent: a refusal is said once, by the preview's 文件不存在, not also by the app's error toast.
 */
async function loadPreview(
  uploads: UploadServices,
  type: string,
  file: StoredFile,
  kind: PreviewKind,
): Promise<Loaded> {
  let url: string;
  try {
    url = await uploads.downloadUrl(type, file.fileId, { silent: true });
  } catch {
    return { state: 'missing' };
  }
  if (kind !== 'pdf' && kind !== 'text') return { state: 'download' };
  const response = await fetch(url);
  if (response.status === 404) return { state: 'missing' };
  if (!response.ok) return { state: 'failed' };
  if (kind === 'pdf') return { state: 'pdf', data: await response.arrayBuffer() };
  return { state: 'text', text: await response.text() };
}

function PreviewBody({ loaded, file, kind }: { loaded: Loaded; file: StoredFile; kind: PreviewKind }) {
  switch (loaded.state) {
    case 'loading':
      return (
        <div style={{ padding: 48, textAlign: 'center', color: '#8c8c8c' }}>
          <Spin />
          <div style={{ marginTop: 8 }}>{formatMessage(uploadMessages.loading)}</div>
        </div>
      );
    case 'missing':
      return (
        <div
          role="alert"
          className="jnpf-preview-missing"
          style={{ padding: 48, textAlign: 'center', color: '#8c8c8c' }}
        >
          {formatMessage(uploadMessages.missing)}
        </div>
      );
    case 'failed':
      return <div role="alert">{formatMessage(uploadMessages.loadFailed)}</div>;
    case 'pdf':
      return (
        <Suspense fallback={<Spin style={{ display: 'block', padding: 48 }} />}>
          <PdfView data={loaded.data} />
        </Suspense>
      );
    case 'text':
      return (
        <pre className="jnpf-preview-text-file" style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>
          {loaded.text}
        </pre>
      );
    default:
      return (
        <div style={{ padding: 32, textAlign: 'center' }}>
          <FileIcon
            extension={kind === 'other' ? extensionOf(file.name) : (file.fileExtension ?? extensionOf(file.name))}
            style={{ fontSize: 64 }}
          />
          <div style={{ marginTop: 12, fontWeight: 500 }}>{file.name}</div>
          <div style={{ color: '#8c8c8c' }}>{formatSize(file.fileSize)}</div>
          <div style={{ marginTop: 12, color: '#8c8c8c' }}>{formatMessage(uploadMessages.noPreview)}</div>
        </div>
      );
  }
}

/**
 * The document preview of a stored file: images in the image viewer, PDF drawn in the page (pdf.js, loaded on
 * demand), text and CSV as text, office and other files as their icon with a download; 文件不存在 when the file
 * is gone.
 */
export function DocumentPreview({
  file,
  type,
  onClose,
  onDownload,
}: {
  file: StoredFile | null;
  type: string;
  onClose: () => void;
  onDownload: (file: StoredFile) => void;
}) {
  const services = useEngineServices();
  const kind = file ? previewKindOf(file.fileExtension || extensionOf(file.name)) : 'other';
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  useEffect(() => {
    if (!file || kind === 'image') return;
    let current = true;
    setLoaded({ state: 'loading' });
    loadPreview(services.uploads, type, file, kind).then(
      (next) => current && setLoaded(next),
      (error: unknown) => {
        console.warn('upload: the preview failed', error);
        if (current) setLoaded({ state: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [file, kind, services, type]);
  if (!file) return null;
  if (kind === 'image') {
    const src = services.uploads.fileHref(file.url ?? '');
    return <ImageViewer images={[{ src, alt: file.name }]} open onClose={onClose} />;
  }
  return (
    <Modal
      open
      title={file.name}
      width={1000}
      onCancel={onClose}
      destroyOnHidden
      styles={{ body: { maxHeight: '70vh', overflow: 'auto' } }}
      footer={
        loaded.state === 'missing' ? null : (
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => onDownload(file)}>
            {formatMessage(uploadMessages.download)}
          </Button>
        )
      }
    >
      <div data-testid="document-preview" data-kind={kind}>
        <PreviewBody loaded={loaded} file={file} kind={kind} />
      </div>
    </Modal>
  );
}
