import { useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Select, Spin } from 'antd';
import { formatMessage } from '../../engine-core/i18n';
import { drawPrintCodes } from '../../engine-core/print/printCodes';
import { renderTemplateHtml } from '../../engine-core/print/renderTemplate';
import { pageMillimetres, type PrintPage } from '../../engine-core/print/template';
import { designerMessages as m } from './messages';
import { usePreviewData, useRecentRecords } from './usePreviewRecords';
import styles from './designer.module.css';

export interface LivePreviewProps {
  html: string;
  page: PrintPage;
  modelId?: string;
  /** main fields, in order: the first with text names a record in the chooser */
  labelKeys: string[];
}

/** The template filled with a chosen record by renderTemplate, as 打印 does, on paper of the page settings. */
export function LivePreview({ html, page, modelId, labelKeys }: LivePreviewProps) {
  const records = useRecentRecords(modelId, labelKeys);
  const [recordId, setRecordId] = useState<string>();
  const data = usePreviewData(recordId);
  const paper = useRef<HTMLDivElement>(null);
  useEffect(() => setRecordId(undefined), [modelId]);

  // sanitised in renderTemplate: the template through DOMPurify, record values as text
  const filled = useMemo(
    () =>
      data.status === 'ready' ? renderTemplateHtml(html, data.record) : renderTemplateHtml(html, { printData: {} }),
    [html, data],
  );
  useEffect(() => {
    if (paper.current) void drawPrintCodes(paper.current);
  }, [filled]);

  const [width, height] = pageMillimetres(page);
  const [top, right, bottom, left] = page.margin;
  return (
    <div className={styles.preview} data-print-designer-preview={data.status}>
      <div className={styles.previewHead}>
        <span>{formatMessage(m.preview)}</span>
        <Select
          size="small"
          allowClear
          showSearch
          optionFilterProp="label"
          style={{ flex: 1, minWidth: 0 }}
          placeholder={formatMessage(m.previewRecord)}
          value={recordId}
          onChange={setRecordId}
          options={records}
          data-print-preview-record
        />
        {data.status === 'loading' && <Spin size="small" />}
      </div>
      {data.status === 'failed' && <Alert type="error" showIcon message={formatMessage(m.previewFailed)} />}
      <div className={styles.previewDesk}>
        <div
          className={styles.previewPaper}
          data-print-designer-paper={`${page.size} ${page.orientation}`}
          style={{
            width: `${width}mm`,
            minHeight: `${height}mm`,
            padding: `${top}mm ${right}mm ${bottom}mm ${left}mm`,
          }}
        >
          <div ref={paper} dangerouslySetInnerHTML={{ __html: filled }} />
        </div>
      </div>
    </div>
  );
}
