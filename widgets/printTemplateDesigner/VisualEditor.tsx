import { useEffect, useMemo, useRef, useState } from 'react';

import { Editor, Toolbar } from '@wangeditor/editor-for-react';
import type { IDomEditor, IEditorConfig } from '@wangeditor/editor';
import { editorLanguage } from '../editor/editorLanguage';
import { destroyEditor } from '../editor/destroyEditor';
import '@wangeditor/editor/dist/css/style.css';
import { useEngineLanguage } from '../../engine-core/i18n';
import { registerPrintElements } from './printElements';

registerPrintElements();

export interface VisualEditorProps {
  html: string;
  onChange(html: string): void;
  onReady(editor: IDomEditor | null): void;
  disabled?: boolean;
  height: number;
}

/**
 * The designer's editing surface: the project's editor (wangEditor) with the print elements registered. The
 * editor rewrites HTML it reads into its own form, so what it produced from the stored template is kept as the
 * baseline: until the user changes something, the stored template is left exactly as it was (round-trip).
 */
export default function VisualEditor({ html, onChange, onReady, disabled, height }: VisualEditorProps) {
  const language = useEngineLanguage();
  const [editor, setEditor] = useState<IDomEditor | null>(null);
  const baseline = useRef<string | null>(null);
  const touched = useRef(false);
  // the editor keeps the callbacks it was created with: read the current ones through a ref
  const latest = useRef({ html, onChange });
  useEffect(() => {
    latest.current = { html, onChange };
  });

  const config = useMemo<Partial<IEditorConfig>>(() => {
    editorLanguage(language);
    return { readOnly: Boolean(disabled), hoverbarKeys: { image: { menuKeys: [] } } };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read once, when the editor is created
  }, []);

  useEffect(() => {
    onReady(editor);
    return () => onReady(null);
  }, [editor, onReady]);

  useEffect(() => {
    if (!editor) return;
    if (disabled) editor.disable();
    else editor.enable();
  }, [editor, disabled]);

  useEffect(
    () => () => {
      if (editor) destroyEditor(editor);
    },
    [editor],
  );

  return (
    <div className="jnpf-print-designer-editor" style={{ border: '1px solid #d9d9d9', borderRadius: 6 }}>
      <Toolbar
        editor={editor}
        defaultConfig={{ excludeKeys: ['uploadVideo', 'insertVideo', 'group-video', 'fullScreen'] }}
        mode="simple"
        style={{ borderBottom: '1px solid #d9d9d9' }}
      />
      <Editor
        defaultConfig={config}
        value={html}
        onCreated={(ed) => {
          baseline.current = ed.getHtml();
          setEditor(ed);
        }}
        onChange={(ed) => {
          const next = ed.isEmpty() ? '' : ed.getHtml();
          // the editor's reading of the stored template is not a change of it
          if (!touched.current && (baseline.current === null || next === baseline.current)) return;
          touched.current = true;
          if (next !== latest.current.html) latest.current.onChange(next);
        }}
        mode="default"
        style={{ height, overflowY: 'hidden' }}
      />
    </div>
  );
}
