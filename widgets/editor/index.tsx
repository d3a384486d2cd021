import { Component, Suspense, lazy, type ReactNode } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import type { RichEditorProps } from './RichEditor';
import { EditorPreview } from './EditorPreview';
import { editorMessages } from './messages';

const RichEditor = lazy(() => import('./RichEditor'));

/** A failed chunk download says so in place of the field instead of taking the form down. */
class EditorLoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('editor: the rich-text editor failed to load', error);
  }
  override render() {
    if (this.state.failed) return <div role="alert">{formatMessage(editorMessages.loadFailed)}</div>;
    return this.props.children;
  }
}

function JnpfEditor(props: RichEditorProps) {
  useEngineLanguage();
  const height = Number(props.height) || 400;
  return (
    <EditorLoadBoundary>
      <Suspense
        fallback={
          <div className="jnpf-editor-loading" style={{ height, color: '#bfbfbf', border: '1px solid #d9d9d9' }}>
            {formatMessage(editorMessages.loading)}
          </div>
        }
      >
        <RichEditor {...props} />
      </Suspense>
    </EditorLoadBoundary>
  );
}

const component = connect(JnpfEditor, mapProps({ value: 'value' }), mapReadPretty(EditorPreview));

const entry: WidgetEntry = {
  key: 'editor',
  component,
  readPretty: EditorPreview,
  defaultValue: null,
  emptyValue: '',
  allowedInTable: false,
  lazy: true,
  valueType: 'string',
  category: 'input',
  sample: { value: '<p>会员<strong>章程</strong></p>', display: /会员\s*章程/ },
};

export default entry;
