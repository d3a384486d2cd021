import { useCallback, useMemo, useRef, useState } from 'react';
import { Input, Select } from 'antd';
import { SlateEditor, SlateTransforms, type IDomEditor, type SlateElement } from '@wangeditor/editor';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { parseTemplateBody, stringifyTemplateBody, type PrintTemplateBody } from '../../engine-core/print/template';
import type { CodeKind, PrintField } from './elementHtml';
import { FieldPalette } from './FieldPalette';
import { InsertBar, type DesignMode } from './InsertBar';
import { LivePreview } from './LivePreview';
import { designerMessages as m } from './messages';
import { PageSettings } from './PageSettings';
import { codeElement, fieldElement, loopElement } from './printElements';
import { groupFields, usePrintFields, usePrintModels, type FieldGroup } from './usePrintFields';
import VisualEditor from './VisualEditor';
import styles from './designer.module.css';

export interface DesignerProps {
  /** the template body: HTML, or the designer's JSON (docs/print-templates.md) */
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  /** editor height in px */
  height?: number;
}

const paragraph = () => ({ type: 'paragraph', children: [{ text: '' }] }) as unknown as SlateElement;

/**
 * Puts an element where the caret was (the end when the editor never had one). Nothing goes inside an element:
 * a caret on a chip steps past it, a caret on a loop block moves to a new paragraph after it. The caret ends
 * after what was inserted, so typing goes on there.
 */
function insertInto(editor: IDomEditor | null, node: SlateElement, block = false) {
  if (!editor) return;
  if (editor.selection) editor.restoreSelection();
  else editor.focus(true);
  const onVoid = editor.selection ? SlateEditor.void(editor, { at: editor.selection }) : undefined;
  if (onVoid && editor.isInline(onVoid[0])) editor.move(1);
  else if (onVoid) SlateTransforms.insertNodes(editor, paragraph(), { select: true });
  editor.insertNode(node);
  if (block) SlateTransforms.insertNodes(editor, paragraph(), { select: true });
  else editor.move(1);
}

/**
 * The print-template designer (registry key printTemplateDesigner): the model's field palette, the editing
 * surface (visual, or the HTML source), page settings and a live preview with a chosen record. The value stays
 * the stored text until something is changed, then becomes the designer's JSON.
 */
export default function Designer({ value, onChange, disabled, height = 520 }: DesignerProps) {
  useEngineLanguage();
  const text = value ?? '';
  const body = useMemo(() => parseTemplateBody(text), [text]);
  const [mode, setMode] = useState<DesignMode>('visual');
  const editor = useRef<IDomEditor | null>(null);
  const onReady = useCallback((ed: IDomEditor | null) => (editor.current = ed), []);
  const models = usePrintModels();
  const nodes = usePrintFields(body.modelId);
  const groups = useMemo(() => groupFields(nodes, formatMessage(m.mainFields)), [nodes]);
  const mainKeys = useMemo(() => groups.find((g) => g.key === 'main')?.fields.map((f) => f.id) ?? [], [groups]);

  const emit = (patch: Partial<PrintTemplateBody>) => onChange?.(stringifyTemplateBody({ ...body, ...patch }));
  const as = (node: object) => node as SlateElement;
  const pick = (field: PrintField) => insertInto(editor.current, as(fieldElement(field)));
  const loop = (group: FieldGroup) => insertInto(editor.current, as(loopElement(group.table!, group.fields)), true);
  const code = (kind: CodeKind, field: PrintField) => insertInto(editor.current, as(codeElement(kind, field)));

  return (
    <div className={styles.designer} data-print-designer>
      <div className={styles.bar}>
        <Select
          size="small"
          showSearch
          optionFilterProp="label"
          style={{ width: 200 }}
          disabled={disabled}
          placeholder={formatMessage(m.modelPlaceholder)}
          value={body.modelId}
          options={models.map((x) => ({ value: x.id, label: x.fullName }))}
          onChange={(modelId: string) => emit({ modelId })}
          data-print-model
        />
        <InsertBar groups={groups} mode={mode} disabled={disabled} onMode={setMode} onLoop={loop} onCode={code} />
      </div>
      <PageSettings page={body.page} disabled={disabled} onChange={(page) => emit({ page })} />
      <div className={styles.workspace}>
        <FieldPalette groups={groups} disabled={disabled || mode !== 'visual'} onPick={pick} />
        <div className={styles.surface}>
          {mode === 'visual' ? (
            <VisualEditor
              html={body.html}
              disabled={disabled}
              height={height}
              onReady={onReady}
              onChange={(html) => emit({ html })}
            />
          ) : (
            <Input.TextArea
              value={body.html}
              disabled={disabled}
              style={{ height: height + 40, fontFamily: 'Menlo, Consolas, monospace', fontSize: 12 }}
              onChange={(e) => emit({ html: e.target.value })}
              data-print-source
            />
          )}
        </div>
        <LivePreview html={body.html} page={body.page} modelId={body.modelId} labelKeys={mainKeys} />
      </div>
    </div>
  );
}
