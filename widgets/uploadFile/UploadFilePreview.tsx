import { Space } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { PreviewText } from '../shared/PreviewText';
import { DocumentPreview, FILE_TYPE, storedFiles, uploadMessages, useFileActions } from '../shared/upload';
import { FileList } from './FileList';

/** The read-only twin of uploadFile: the stored files with preview and download, and 全部下载. */
export function UploadFilePreview({ value }: { value?: unknown }) {
  useEngineLanguage();
  const files = storedFiles(value);
  const actions = useFileActions(FILE_TYPE);
  if (files.length === 0) return <PreviewText value={[]} />;
  return (
    <div className="jnpf-upload-file-preview">
      <Space>
        <a
          href="#"
          onClick={(event) => {
            event.preventDefault();
            void actions.downloadAll(files);
          }}
        >
          {formatMessage(uploadMessages.downloadAll)}
        </a>
      </Space>
      <FileList files={files} onPreview={actions.preview} onDownload={(file) => void actions.download(file)} />
      <DocumentPreview
        file={actions.previewing}
        type={FILE_TYPE}
        onClose={actions.closePreview}
        onDownload={(file) => void actions.download(file)}
      />
    </div>
  );
}
