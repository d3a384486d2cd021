import { useRef, type ChangeEvent } from 'react';
import { Button, Space } from 'antd';
import { UploadOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import type { UploadedFile } from '../../engine-core/uploadServices';
import {
  DocumentPreview,
  FILE_TYPE,
  fileItemOf,
  notify,
  pickFiles,
  storedFiles,
  uploadMessages,
  uploadParams,
  useFileActions,
  type StoredFile,
  type UploadFieldProps,
} from '../shared/upload';
import { FileList } from './FileList';
import { useFileUploads } from './useFileUploads';

/**
 * uploadFile: a button that queues the chosen files through the app's upload queue after the designer's checks
 * (limit, size, type, readable), their progress inline, and the stored files with preview, download and remove;
 * 全部下载 downloads every file as one zip.
 */
export function JnpfUploadFile(props: UploadFieldProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const input = useRef<HTMLInputElement>(null);
  const files = storedFiles(props.value);
  const valueRef = useRef<StoredFile[]>(files);
  valueRef.current = files;
  const editable = !props.disabled && !props.readOnly;
  const single = Number(props.limit) === 1;
  const actions = useFileActions(FILE_TYPE);

  const change = (next: StoredFile[]) => {
    valueRef.current = next;
    props.onChange?.(next);
  };
  const onStored = (stored: UploadedFile) => {
    const item = fileItemOf(stored);
    change(single ? [item] : [...valueRef.current, item]);
  };
  const { pending, start, remove } = useFileUploads(services.uploads, onStored);

  const onFiles = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = [...(event.target.files ?? [])];
    event.target.value = '';
    const rules = { kind: 'file' as const, ...props };
    const { accepted, refusals } = await pickFiles(chosen, rules, valueRef.current.length + pending.length, single);
    refusals.forEach((message) => notify(services, message, 'error'));
    if (single && accepted.length > 0) pending.forEach(remove);
    accepted.forEach((file) => start(file, uploadParams(props, FILE_TYPE)));
  };

  return (
    <div className="jnpf-upload-file" data-testid="upload-file-field">
      <Space size={12} wrap>
        <Button icon={<UploadOutlined />} disabled={!editable} onClick={() => input.current?.click()}>
          {props.buttonText || formatMessage(uploadMessages.button)}
        </Button>
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
      <input
        ref={input}
        type="file"
        hidden
        disabled={!editable}
        multiple={!single}
        accept={props.accept || undefined}
        data-testid="upload-file-input"
        onChange={(event) => void onFiles(event)}
      />
      {props.tipText && <div style={{ color: '#8c8c8c', fontSize: 12, marginTop: 4 }}>{props.tipText}</div>}
      <FileList
        files={files}
        pending={pending}
        onRemovePending={remove}
        onPreview={actions.preview}
        onDownload={(file) => void actions.download(file)}
        onRemove={editable ? (index) => change(files.filter((_, i) => i !== index)) : undefined}
      />
      <DocumentPreview
        file={actions.previewing}
        type={FILE_TYPE}
        onClose={actions.closePreview}
        onDownload={(file) => void actions.download(file)}
      />
    </div>
  );
}
