import { Spin } from 'antd';
import { DeleteOutlined, EyeOutlined } from '@ant-design/icons';
import type { MouseEvent, ReactNode } from 'react';
import { formatMessage } from '../../engine-core/i18n';
import { uploadMessages, type StoredFile } from '../shared/upload';

export const CARD_SIZE = 100;

export const cardStyle = {
  width: CARD_SIZE,
  height: CARD_SIZE,
  border: '1px solid #d9d9d9',
  borderRadius: 6,
  overflow: 'hidden',
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  background: '#fafafa',
} as const;

/** An image still uploading: the local picture (when the browser can show it) under a spinner. */
export interface PendingImage {
  key: string;
  name: string;
  localUrl?: string;
}

function Action({ label, onClick, children }: { label: string; onClick: () => void; children: ReactNode }) {
  return (
    <a
      href="#"
      aria-label={label}
      title={label}
      style={{ color: '#fff', fontSize: 16 }}
      onClick={(event: MouseEvent) => {
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
    >
      {children}
    </a>
  );
}

/** The thumbnails of the stored images (click: the viewer at that image) and of the images still uploading. */
export function ImageCards({
  images,
  pending = [],
  href,
  onView,
  onRemove,
}: {
  images: StoredFile[];
  pending?: PendingImage[];
  href: (url: string) => string;
  onView: (index: number) => void;
  onRemove?: (index: number) => void;
}) {
  return (
    <>
      {images.map((image, index) => (
        <div
          key={`${image.fileId}-${index}`}
          style={cardStyle}
          data-testid="upload-img"
          className="jnpf-upload-img-item"
        >
          <img
            src={href(image.thumbUrl || image.url || '')}
            alt={image.name}
            style={{ width: '100%', height: '100%', objectFit: 'cover', cursor: 'zoom-in' }}
            onClick={() => onView(index)}
          />
          <div
            className="jnpf-upload-img-actions"
            style={{
              position: 'absolute',
              right: 4,
              bottom: 4,
              display: 'flex',
              gap: 6,
              padding: '0 4px',
              borderRadius: 4,
              background: 'rgba(0,0,0,.45)',
            }}
          >
            <Action label={formatMessage(uploadMessages.preview)} onClick={() => onView(index)}>
              <EyeOutlined />
            </Action>
            {onRemove && (
              <Action label={formatMessage(uploadMessages.remove)} onClick={() => onRemove(index)}>
                <DeleteOutlined />
              </Action>
            )}
          </div>
        </div>
      ))}
      {pending.map((image) => (
        <div key={image.key} style={cardStyle} data-testid="upload-img-pending" title={image.name}>
          {image.localUrl && (
            <img
              src={image.localUrl}
              alt={image.name}
              style={{ width: '100%', height: '100%', objectFit: 'cover', opacity: 0.5 }}
            />
          )}
          <Spin style={{ position: 'absolute' }} />
        </div>
      ))}
    </>
  );
}
