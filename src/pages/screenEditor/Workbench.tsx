import { useEffect, useState, type ReactNode } from 'react';
import { Alert, Button, Col, Input, Row, Space } from 'antd';
import type { CompletionSource } from '@codemirror/autocomplete';
import { JsonCodeEditor } from './code/JsonCodeEditor';
import { parseEdited, useLiveProblems, type LiveProblem } from './liveProblems';
import { PreviewPane } from './PreviewPane';
import { LiveProblemList } from './ScreenDiffs';
import { useEditorTexts } from './texts';

export interface WorkbenchProps {
  text: string;
  onText: (text: string) => void;
  check: (text: string) => LiveProblem[];
  completion: CompletionSource;
  /** renders the last valid edited document */
  preview: (document: unknown) => ReactNode;
  /** the server's refusal of the last save */
  error: string | null;
  onSave: (comment: string) => Promise<boolean>;
  /** diffs and history, under the editor */
  children: ReactNode;
}

/**
 * The editing half of 页面配置, the same for screens and form models: the JSON editor beside its live preview
 * (stacked on narrow screens), the located problems, and saving with a comment. The preview follows the text
 * whenever it is valid, before anything is saved.
 */
export function Workbench(props: WorkbenchProps) {
  const { text, check } = props;
  const t = useEditorTexts();
  const [comment, setComment] = useState('');
  const problems = useLiveProblems(text, check);
  const [previewed, setPreviewed] = useState<{ document: unknown; key: number } | null>(null);

  useEffect(() => {
    if (problems.length || !text) return;
    const parsed = parseEdited(text);
    if ('value' in parsed) setPreviewed((last) => ({ document: parsed.value, key: (last?.key ?? 0) + 1 }));
    // the problems are recomputed a moment after the text changed: a new list means a new check of `text`
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, [problems]);

  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={10}>
          <JsonCodeEditor
            value={text}
            onChange={props.onText}
            completion={props.completion}
            check={check}
            label={t.editorLabel}
          />
        </Col>
        <Col xs={24} xl={14}>
          <PreviewPane renderKey={previewed?.key ?? 0}>
            {previewed ? props.preview(previewed.document) : null}
          </PreviewPane>
        </Col>
      </Row>
      <LiveProblemList problems={problems} />
      {props.error && <Alert type="error" showIcon data-testid="screen-save-error" message={props.error} />}
      <Space.Compact style={{ width: '100%' }}>
        <Input placeholder={t.comment} value={comment} onChange={(e) => setComment(e.target.value)} maxLength={500} />
        <Button type="primary" onClick={() => void props.onSave(comment).then((saved) => saved && setComment(''))}>
          {t.save}
        </Button>
      </Space.Compact>
      {props.children}
    </Space>
  );
}
