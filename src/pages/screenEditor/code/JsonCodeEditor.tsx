import { useEffect, useRef } from 'react';
import { autocompletion, completionKeymap, type CompletionSource } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { json } from '@codemirror/lang-json';
import { bracketMatching, defaultHighlightStyle, foldGutter, syntaxHighlighting } from '@codemirror/language';
import { linter, lintGutter } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { diagnosticsOf, type LocatedProblem } from './lint';

export interface JsonCodeEditorProps {
  value: string;
  onChange: (text: string) => void;
  /** completes the names a value may take (screen components, actions, APIs…) */
  completion: CompletionSource;
  /** the located problems of a text: shown on their nodes as you type */
  check: (text: string) => readonly LocatedProblem[];
  label: string;
}

const theme = EditorView.theme({
  '&': { height: '560px', fontSize: '12px', border: '1px solid #d9d9d9', borderRadius: '6px' },
  '&.cm-focused': { outline: '2px solid #4096ff', outlineOffset: '-1px' },
  '.cm-scroller': { fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
});

/**
 * The JSON editor of 页面配置: CodeMirror with JSON highlighting, completion of names and the validator's problems
 * underlined on the bad node as you type. The text is owned by the editor while typing; a new `value` from
 * outside (a reload after saving, a rollback) replaces it.
 */
export function JsonCodeEditor({ value, onChange, completion, check, label }: JsonCodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  // the extensions are built once; the latest callbacks are read through refs
  const latest = useRef({ onChange, check, completion });
  latest.current = { onChange, check, completion };

  useEffect(() => {
    const state = EditorState.create({
      doc: value,
      extensions: [
        lineNumbers(),
        foldGutter(),
        lintGutter(),
        history(),
        highlightActiveLine(),
        bracketMatching(),
        json(),
        syntaxHighlighting(defaultHighlightStyle),
        autocompletion({ override: [(context) => latest.current.completion(context)], activateOnTyping: true }),
        linter(
          (v) => {
            const text = v.state.doc.toString();
            return diagnosticsOf(text, latest.current.check(text));
          },
          { delay: 300 },
        ),
        keymap.of([...defaultKeymap, ...historyKeymap, ...completionKeymap, indentWithTab]),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) latest.current.onChange(update.state.doc.toString());
        }),
        // long lines wrap: the editor sits beside the preview, a sideways scroll would hide the line starts
        EditorView.lineWrapping,
        EditorView.contentAttributes.of({ 'aria-label': label, 'data-testid': 'json-editor' }),
        theme,
      ],
    });
    const created = new EditorView({ state, parent: host.current ?? undefined });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // created once per mount: later values arrive through the effect below
    // eslint-disable-next-line react-hooks/exhaustive-deps -- see the comment above
  }, []);

  useEffect(() => {
    const current = view.current;
    if (current && current.state.doc.toString() !== value)
      current.dispatch({ changes: { from: 0, to: current.state.doc.length, insert: value } });
  }, [value]);

  return <div ref={host} data-region="json-editor" />;
}
