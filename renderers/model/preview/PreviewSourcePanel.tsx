import { useRef, useState, type DragEvent } from 'react';
import { Button, Input } from 'antd';
import { ClearOutlined, FolderOpenOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { modelMessages } from '../messages';
import styles from './preview.module.css';

export interface PreviewSourcePanelProps {
  value: string;
  onChange(text: string): void;
  /** a file could not be read */
  onError(message: string): void;
}

/** The document editor of the preview page: paste into it, drop a .json file on it, or choose one. */
export function PreviewSourcePanel({ value, onChange, onError }: PreviewSourcePanelProps) {
  useEngineLanguage();
  const fileInput = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);

  const readFile = async (file: File | undefined) => {
    if (!file) return;
    try {
      onChange(await file.text());
    } catch {
      onError(formatMessage(modelMessages.fileUnreadable));
    }
  };
  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setDragging(false);
    const file = e.dataTransfer.files?.[0];
    if (file) void readFile(file);
    else {
      const text = e.dataTransfer.getData('text/plain');
      if (text) onChange(text);
    }
  };

  return (
    <div
      className={`${styles.source} ${dragging ? styles.dragging : ''}`}
      data-testid="preview-source"
      onDragOver={(e) => {
        e.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className={styles.sourceTools}>
        <Button size="small" icon={<FolderOpenOutlined />} onClick={() => fileInput.current?.click()}>
          {formatMessage(modelMessages.chooseFile)}
        </Button>
        <Button size="small" icon={<ClearOutlined />} onClick={() => onChange('')} disabled={!value}>
          {formatMessage(modelMessages.clear)}
        </Button>
        <input
          ref={fileInput}
          type="file"
          accept=".json,application/json,text/plain"
          hidden
          data-testid="preview-file"
          onChange={(e) => {
            void readFile(e.target.files?.[0]);
            e.target.value = '';
          }}
        />
      </div>
      <Input.TextArea
        value={value}
        onChange={(e) => onChange(e.target.value)}
        placeholder={formatMessage(modelMessages.sourcePlaceholder)}
        spellCheck={false}
        autoSize={{ minRows: 6, maxRows: 14 }}
        className={styles.sourceText}
        aria-label={formatMessage(modelMessages.source)}
        data-testid="preview-textarea"
      />
    </div>
  );
}
