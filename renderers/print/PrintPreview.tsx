import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Modal, Spin } from 'antd';
import { DownloadOutlined, PrinterOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useEngineServices } from '../../engine-core/services';
import { printMessages } from './messages';
import { drawPrintCodes } from '../../engine-core/print/printCodes';
import { printPapers } from './printFrame';
import { pageMillimetres, type PrintPage } from '../../engine-core/print/template';
import { usePrintRecords } from './usePrintRecords';
import styles from './print.module.css';

export interface PrintPreviewProps {
  /** the template; null when closed */
  templateId: string | null;
  /** its name: the print log's title */
  templateName: string;
  /** the records, one paper each (a page break between them when printed) */
  recordIds: readonly string[];
  onClose(): void;
}

/** Paper size and margins of the template, as CSS. */
function paperStyle(page: PrintPage) {
  const [width, height] = pageMillimetres(page);
  const [top, right, bottom, left] = page.margin;
  return { width: `${width}mm`, minHeight: `${height}mm`, padding: `${top}mm ${right}mm ${bottom}mm ${left}mm` };
}

/**
 * Print preview: a full-screen dialog with the records filled into the template, 打印 (the browser's print of
 * the papers alone) and 下载 PDF (a PDF whose text is text, made in the browser on first use). Every print and
 * every PDF is written to the template's print log.
 */
export function PrintPreview({ templateId, templateName, recordIds, onClose }: PrintPreviewProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const state = usePrintRecords(templateId, recordIds);
  const desk = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (state.status === 'ready' && desk.current) void drawPrintCodes(desk.current);
  }, [state]);

  const papers = () => [...(desk.current?.querySelectorAll<HTMLElement>('[data-print-paper]') ?? [])];
  const log = () =>
    services.api['print.saveLog']?.({ printId: templateId, printTitle: templateName, printNum: recordIds.length });

  const print = () => {
    if (state.status !== 'ready') return;
    const bodies = papers().map((p) => p.querySelector<HTMLElement>('[data-print-body]')!);
    printPapers(bodies, state.page, templateName);
    void log();
  };

  const downloadPdf = async () => {
    if (state.status !== 'ready' || busy) return;
    setBusy(true);
    try {
      const { papersToPdf, downloadPdf: save } = await import('./pdf/domToPdf');
      save(papersToPdf(papers(), pageMillimetres(state.page)), templateName || 'print');
      await log();
    } catch (error) {
      console.error('[print] pdf failed', error);
      services.toast(formatMessage(printMessages.pdfFailed), 'error');
    } finally {
      setBusy(false);
    }
  };

  const ready = state.status === 'ready';
  const title = (
    <div className={styles.titleBar}>
      <span>{`${formatMessage(printMessages.previewTitle)}${templateName ? ` - ${templateName}` : ''}`}</span>
      <span className={styles.actions}>
        <Button icon={<DownloadOutlined />} disabled={!ready} loading={busy} onClick={() => void downloadPdf()}>
          {formatMessage(printMessages.downloadPdf)}
        </Button>
        <Button type="primary" icon={<PrinterOutlined />} disabled={!ready} onClick={print}>
          {formatMessage(printMessages.print)}
        </Button>
      </span>
    </div>
  );
  return (
    <Modal
      open={templateId !== null}
      title={title}
      width="100vw"
      footer={null}
      onCancel={onClose}
      destroyOnHidden
      maskClosable={false}
      wrapClassName={styles.wrap}
    >
      <div data-print-preview={state.status}>
        {state.status === 'loading' ? (
          <div className={styles.state}>
            <Spin />
          </div>
        ) : state.status === 'failed' ? (
          <Alert type="error" showIcon message={formatMessage(printMessages.loadFailed)} />
        ) : (
          <div className={styles.desk} ref={desk}>
            {state.pages.map((p) => (
              <div key={p.id} className={styles.paper} style={paperStyle(state.page)} data-print-paper={p.id}>
                {/* sanitised in renderTemplate.ts: the template through DOMPurify, record values as text */}
                <div data-print-body dangerouslySetInnerHTML={{ __html: p.html }} />
              </div>
            ))}
          </div>
        )}
      </div>
    </Modal>
  );
}
