import DOMPurify from 'dompurify';
import { PreviewText } from '../shared/PreviewText';

/** What an empty wangEditor document serialises to. */
function isBlankHtml(html: string): boolean {
  return html.replace(/<p>(<br\s*\/?>)?<\/p>/gi, '').trim() === '';
}

/** Read-only twin of the editor: the HTML, sanitised (model data reaches other users' screens). */
export function EditorPreview({ value }: { value?: string | null }) {
  if (!value || isBlankHtml(value)) return <PreviewText value="" />;
  return (
    <div
      className="jnpf-editor-preview"
      style={{ wordBreak: 'break-word', overflowX: 'auto' }}
      dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(value) }}
    />
  );
}
