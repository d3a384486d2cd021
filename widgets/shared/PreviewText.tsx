import type { ReactNode } from 'react';

/** The read-only look shared by every widget's twin: plain text, an em dash when empty. */
export function PreviewText({
  value,
  multiline,
  children,
}: {
  value?: unknown;
  multiline?: boolean;
  children?: ReactNode;
}) {
  const empty =
    (value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)) &&
    !children;
  return (
    <div
      className="jnpf-preview-text"
      style={{
        whiteSpace: multiline ? 'pre-wrap' : undefined,
        wordBreak: 'break-word',
        minHeight: 22,
        lineHeight: '22px',
      }}
    >
      {empty ? <span style={{ color: '#bfbfbf' }}>—</span> : (children ?? String(value))}
    </div>
  );
}
