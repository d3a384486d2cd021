import { useEffect, useState } from 'react';
import { Alert, Button, Upload } from 'antd';
import { DeleteOutlined, DownloadOutlined, FileExcelOutlined, UploadOutlined } from '@ant-design/icons';
import { IMPORT_EXTENSIONS, IMPORT_MAX_BYTES, type DownloadReply } from '../../../contract';
import { formatMessage } from '../../../engine-core/i18n';
import { importMessages } from './messages';
import type { WizardToast } from './useImportWizard';
import { useEngineServices } from '../../../engine-core/services';
import type { ImportWizardApi } from './wizardApi';
import type { UploadedFile } from './wizardState';

/**
 * Step 1: the template to fill, and the filled sheet to upload (xls/xlsx, at most 500 KB, checked here before
 * sending and again by the server). One file: a new upload replaces the previous one. On the few routes with a
 * fixed template (api.fixedTemplate), 下载模板 is a plain link to that file instead of the generated one.
 */

interface Props {
  api: ImportWizardApi;
  file: UploadedFile | null;
  toast: WizardToast;
  onUploaded(file: UploadedFile): void;
  onRemove(): void;
}

const extensionOf = (name: string) => /\.([^.]+)$/.exec(name)?.[1]?.toLowerCase() ?? '';

interface TemplateLinkProps {
  fixed: DownloadReply | null;
  downloading: boolean;
  onDownload(): void;
}

/** 下载模板: a plain link to the route's fixed file, or the button that asks for the generated template. */
function TemplateLink({ fixed, downloading, onDownload }: TemplateLinkProps) {
  const label = formatMessage(importMessages.downloadTemplate);
  if (fixed) {
    return (
      <Button
        type="link"
        icon={<DownloadOutlined />}
        href={fixed.url}
        download={fixed.name}
        target="_blank"
        rel="noopener"
        data-import-template="fixed"
      >
        {label}
      </Button>
    );
  }
  return (
    <Button
      type="link"
      icon={<DownloadOutlined />}
      loading={downloading}
      data-import-template="generated"
      onClick={onDownload}
    >
      {label}
    </Button>
  );
}

/** The route's fixed template, once known (null: the generated template applies). */
function useFixedTemplate(api: ImportWizardApi): DownloadReply | null {
  const [fixed, setFixed] = useState<DownloadReply | null>(null);
  useEffect(() => {
    let live = true;
    api
      .fixedTemplate?.()
      .then((link) => live && setFixed(link))
      .catch((error: unknown) => console.warn('[import] fixed template unknown', error));
    return () => {
      live = false;
    };
  }, [api]);
  return fixed;
}

export function UploadStep({ api, file, toast, onUploaded, onRemove }: Props) {
  const [uploading, setUploading] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const services = useEngineServices();
  const fixed = useFixedTemplate(api);

  const downloadTemplate = async () => {
    setDownloading(true);
    try {
      const link = await api.template();
      services.download(link.url, link.name);
    } catch (error) {
      console.warn('[import] template refused', error);
    } finally {
      setDownloading(false);
    }
  };

  const upload = async (chosen: File) => {
    if (!(IMPORT_EXTENSIONS as readonly string[]).includes(extensionOf(chosen.name))) {
      return toast(formatMessage(importMessages.wrongType), 'error');
    }
    if (chosen.size > IMPORT_MAX_BYTES) return toast(formatMessage(importMessages.tooLarge), 'error');
    setUploading(true);
    try {
      const reply = await api.upload(chosen);
      onUploaded({ name: reply.name, originalName: chosen.name });
    } catch (error) {
      console.warn('[import] upload refused', error);
    } finally {
      setUploading(false);
    }
  };

  return (
    <div data-import-step="upload" style={{ padding: '8px 24px' }}>
      <h4>{formatMessage(importMessages.templateTitle)}</h4>
      <p style={{ color: 'rgba(0,0,0,0.55)' }}>{formatMessage(importMessages.templateTip)}</p>
      <TemplateLink fixed={fixed} downloading={downloading} onDownload={() => void downloadTemplate()} />
      <h4 style={{ marginTop: 24 }}>{formatMessage(importMessages.uploadTitle)}</h4>
      <Alert type="info" showIcon message={formatMessage(importMessages.uploadTip)} style={{ marginBottom: 12 }} />
      <Upload
        accept=".xls,.xlsx"
        showUploadList={false}
        maxCount={1}
        beforeUpload={(chosen) => {
          void upload(chosen);
          return Upload.LIST_IGNORE;
        }}
      >
        <Button icon={<UploadOutlined />} loading={uploading}>
          {formatMessage(importMessages.chooseFile)}
        </Button>
      </Upload>
      {file ? (
        <div data-import-file style={{ marginTop: 12, display: 'flex', alignItems: 'center', gap: 8 }}>
          <FileExcelOutlined style={{ color: '#52c41a' }} />
          <span>{file.originalName}</span>
          <Button
            type="text"
            size="small"
            icon={<DeleteOutlined />}
            aria-label={formatMessage(importMessages.remove)}
            onClick={onRemove}
          />
        </div>
      ) : null}
    </div>
  );
}
