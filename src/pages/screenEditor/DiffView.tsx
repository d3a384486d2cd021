import { Empty } from 'antd';
import { diffLines, hunks } from './lineDiff';
import { useEditorTexts } from './texts';

const COLOURS = {
  add: { background: '#e6ffec', color: '#116329' },
  del: { background: '#ffebe9', color: '#82071e' },
  same: { color: 'inherit' },
} as const;
const SIGN = { add: '+', del: '-', same: ' ' } as const;

/** A unified line diff of two texts: added lines green with `+`, removed red with `-`, three lines of context. */
export function DiffView({ before, after, testId }: { before: string; after: string; testId?: string }) {
  const t = useEditorTexts();
  const lines = hunks(diffLines(before, after));
  if (!lines.some((line) => line && line.kind !== 'same'))
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noDifference} data-testid={testId} />;
  return (
    <pre
      data-testid={testId}
      style={{ fontSize: 12, margin: 0, maxHeight: 420, overflow: 'auto', border: '1px solid #d9d9d9', padding: 4 }}
    >
      {lines.map((line, index) =>
        line ? (
          <div key={index} data-diff={line.kind} style={COLOURS[line.kind]}>
            {SIGN[line.kind]} {line.text}
          </div>
        ) : (
          <div key={index} style={{ color: '#8c8c8c' }}>
            ⋯
          </div>
        ),
      )}
    </pre>
  );
}
