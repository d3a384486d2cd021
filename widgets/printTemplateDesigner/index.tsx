import { Suspense, lazy } from 'react';
import DOMPurify from 'dompurify';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { parseTemplateBody } from '../../engine-core/print/template';
import { PreviewText } from '../shared/PreviewText';
import type { DesignerProps } from './Designer';
import { designerMessages } from './messages';

/** The designer with the editor, its palette and preview: a heavy chunk, loaded on first use. */
const Designer = lazy(() => import('./Designer'));

function PrintTemplateDesigner(props: DesignerProps) {
  useEngineLanguage();
  return (
    <Suspense
      fallback={<div style={{ minHeight: 200, color: '#bfbfbf' }}>{formatMessage(designerMessages.loading)}</div>}
    >
      <Designer {...props} />
    </Suspense>
  );
}

/** Read-only: the template's HTML, sanitised, placeholders as written. */
function TemplatePreview({ value }: { value?: string | null }) {
  const html = parseTemplateBody(value ?? '').html;
  if (!html) return <PreviewText value="" />;
  return <div className="jnpf-print-template-preview" dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}

const component = connect(PrintTemplateDesigner, mapProps({ value: 'value' }), mapReadPretty(TemplatePreview));

const entry: WidgetEntry = {
  key: 'printTemplateDesigner',
  component,
  readPretty: TemplatePreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: false,
  lazy: true,
  valueType: 'string',
  category: 'input',
  sample: { value: '<p>采购单 {title}</p>', display: '采购单 {title}' },
};

export default entry;
