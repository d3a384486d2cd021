import { useEffect, useState } from 'react';
import { Alert, List, Segmented, Space, Typography } from 'antd';
import { bundledScreenSchema } from '../../engine/screenCatalog';
import { DiffView } from './DiffView';
import type { LiveProblem } from './liveProblems';
import { useEditorTexts } from './texts';

export const pretty = (schema: unknown) => JSON.stringify(schema, null, 2);

/** The shipped default of a screen as the editor shows it (pretty JSON), '' while loading or when unknown. */
export function useDefaultText(name: string): string {
  const [text, setText] = useState('');
  useEffect(() => {
    let alive = true;
    bundledScreenSchema(name)
      .then((schema) => alive && setText(pretty(schema)))
      .catch(() => alive && setText(''));
    return () => {
      alive = false;
    };
  }, [name]);
  return text;
}

/** The edited text against the shipped default or against the version last saved. */
export function ScreenDiffs({ text, saved, name }: { text: string; saved: string; name: string }) {
  return <DiffAgainst text={text} saved={saved} defaultText={useDefaultText(name)} />;
}

/** The edited text against the default (a screen's shipped file, a model's version 0) or the last saved. */
export function DiffAgainst({ text, saved, defaultText }: { text: string; saved: string; defaultText: string }) {
  const [against, setAgainst] = useState<'saved' | 'default'>('saved');
  const t = useEditorTexts();
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Segmented
        value={against}
        onChange={(value) => setAgainst(value as 'saved' | 'default')}
        options={[
          { label: t.againstSaved, value: 'saved' },
          { label: t.againstDefault, value: 'default' },
        ]}
      />
      <DiffView before={against === 'saved' ? saved : defaultText} after={text} testId="screen-diff" />
    </Space>
  );
}

/** The located problems of the text being edited, shown before saving. */
export function LiveProblemList({ problems }: { problems: LiveProblem[] }) {
  const t = useEditorTexts();
  if (!problems.length) return null;
  return (
    <Alert
      type="warning"
      showIcon
      data-testid="screen-live-problems"
      message={t.problems(problems.length)}
      description={
        <List
          size="small"
          dataSource={problems.slice(0, 20)}
          renderItem={(p) => (
            <List.Item style={{ padding: '2px 0' }}>
              <Typography.Text code>{p.where}</Typography.Text> {p.message}
            </List.Item>
          )}
        />
      }
    />
  );
}
