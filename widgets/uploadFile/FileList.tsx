import { Progress } from 'antd';
import { CloseOutlined, DeleteOutlined, DownloadOutlined, EyeOutlined } from '@ant-design/icons';
import type { MouseEvent, ReactNode } from 'react';
import { formatMessage } from '../../engine-core/i18n';
import { FileIcon, extensionOf, formatSize, uploadMessages, type StoredFile } from '../shared/upload';
import type { PendingUpload } from './useFileUploads';

const rowStyle = {
  display: 'flex',
  alignItems: 'center',
  gap: 8,
  padding: '4px 8px',
  lineHeight: '22px',
  borderRadius: 4,
  background: '#fafafa',
  marginTop: 4,
} as const;

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <a
      href="#"
      role="link"
      aria-label={label}
      title={label}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        onClick();
      }}
      style={{ color: '#8c8c8c' }}
    >
      {children}
    </a>
  );
}

const statusMessage = {
  waiting: uploadMessages.waiting,
  hashing: uploadMessages.hashing,
  uploading: uploadMessages.uploading,
  paused: uploadMessages.paused,
  error: uploadMessages.failed,
  success: uploadMessages.uploading,
} as const;

function PendingRow({ row, onRemove }: { row: PendingUpload; onRemove: (row: PendingUpload) => void }) {
  const failed = row.status === 'error';
  return (
    <li style={rowStyle} data-testid="upload-pending" data-status={row.status}>
      <FileIcon extension={extensionOf(row.name)} />
      <span style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {row.name}
      </span>
      <span style={{ color: failed ? '#ff4d4f' : '#8c8c8c', whiteSpace: 'nowrap' }}>
        {failed && row.error ? row.error : formatMessage(statusMessage[row.status])}
      </span>
      <Progress
        percent={Math.min(Math.round(row.progress), 100)}
        size="small"
        status={failed ? 'exception' : 'active'}
        style={{ width: 140, margin: 0 }}
      />
      <Action label={formatMessage(uploadMessages.remove)} onClick={() => onRemove(row)}>
        <CloseOutlined />
      </Action>
    </li>
  );
}

export interface FileListProps {
  files: StoredFile[];
  pending?: PendingUpload[];
  onPreview: (file: StoredFile) => void;
  onDownload: (file: StoredFile) => void;
  /** given when the field is editable */
  onRemove?: (index: number) => void;
  onRemovePending?: (row: PendingUpload) => void;
}

/** Stored files with preview, download and (editable) remove; files still uploading with their progress. */
export function FileList({ files, pending = [], onPreview, onDownload, onRemove, onRemovePending }: FileListProps) {
  if (files.length === 0 && pending.length === 0) return null;
  return (
    <ul className="jnpf-upload-file-list" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {files.map((file, index) => (
        <li key={`${file.fileId}-${index}`} style={rowStyle} data-testid="upload-file" data-file-id={file.fileId}>
          <FileIcon extension={file.fileExtension || extensionOf(file.name)} />
          <a
            href="#"
            title={file.name}
            onClick={(event) => {
              event.preventDefault();
              onPreview(file);
            }}
            style={{ flex: 1, minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
          >
            {file.name}
          </a>
          {file.fileSize !== undefined && (
            <span style={{ color: '#8c8c8c', whiteSpace: 'nowrap' }}>{formatSize(file.fileSize)}</span>
          )}
          <Action label={formatMessage(uploadMessages.preview)} onClick={() => onPreview(file)}>
            <EyeOutlined />
          </Action>
          <Action label={formatMessage(uploadMessages.download)} onClick={() => onDownload(file)}>
            <DownloadOutlined />
          </Action>
          {onRemove && (
            <Action label={formatMessage(uploadMessages.remove)} onClick={() => onRemove(index)}>
              <DeleteOutlined />
            </Action>
          )}
        </li>
      ))}
      {pending.map((row) => (
        <PendingRow key={row.key} row={row} onRemove={onRemovePending ?? ((r) => r.task.remove())} />
      ))}
    </ul>
  );
}
