import { Button, List } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { fileDownload } from '../../api/file';
import { apiHref } from '../../engine/uploadSources';

export interface MessageFile {
  name: string;
  fileId?: string;
  url?: string;
}

/** The message's `files` JSON text as a list; anything unreadable is no attachment. */
export function parseMessageFiles(files: string | undefined): MessageFile[] {
  if (!files) return [];
  try {
    const value: unknown = JSON.parse(files);
    if (!Array.isArray(value)) return [];
    return value
      .filter((f): f is Record<string, unknown> => !!f && typeof f === 'object')
      .map((f) => ({
        name: String(f.name ?? f.fileName ?? f.fileId ?? ''),
        fileId: typeof f.fileId === 'string' ? f.fileId : undefined,
        url: typeof f.url === 'string' ? f.url : undefined,
      }))
      .filter((f) => f.name);
  } catch {
    return [];
  }
}

const DOWNLOAD_PATH = /\/api\/file\/Download\/([^/?#]+)\/([^/?#]+)/i;

/** A stored file is fetched through a signed link of the file service; the request layer toasts a refusal. */
async function download(file: MessageFile): Promise<void> {
  const byPath = file.url?.match(DOWNLOAD_PATH);
  const [type, id] = file.fileId ? ['annex', file.fileId] : byPath ? [byPath[1], byPath[2]] : [null, null];
  const url = type && id ? (await fileDownload(type, decodeURIComponent(id))).url : file.url;
  if (!url) return;
  const link = document.createElement('a');
  link.href = apiHref(url);
  link.rel = 'noopener';
  link.download = file.name;
  document.body.appendChild(link);
  link.click();
  link.remove();
}

export function MessageAttachments({ files }: { files: MessageFile[] }) {
  const { t } = useTranslation();
  if (!files.length) return null;
  return (
    <List
      size="small"
      header={t('msgCenter.attachments')}
      dataSource={files}
      data-testid="message-attachments"
      renderItem={(file) => (
        <List.Item
          actions={[
            <Button key="download" type="link" size="small" onClick={() => void download(file).catch(() => undefined)}>
              {t('msgCenter.download')}
            </Button>,
          ]}
        >
          <PaperClipOutlined style={{ marginInlineEnd: 6 }} />
          {file.name}
        </List.Item>
      )}
    />
  );
}
