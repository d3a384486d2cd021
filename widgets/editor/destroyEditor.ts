import { DomEditor, type IDomEditor } from '@wangeditor/editor';

/**
 * wangEditor answers document selection changes through a debounced (trailing) handler of its text area, which
 * destroy() does not cancel: a call still pending then throws "Can not get editor instance" after the dialog
 * closed. Cancel it with the editor.
 */
export function destroyEditor(editor: IDomEditor): void {
  const textarea = DomEditor.getTextarea(editor) as unknown as { onDOMSelectionChange?: { cancel?: () => void } };
  editor.destroy();
  textarea.onDOMSelectionChange?.cancel?.();
}
