import { useCallback, useEffect, useMemo, useState } from 'react';
import { Typography } from 'antd';
import {
  getScreenVersions,
  readScreen,
  rollbackScreen,
  saveScreen,
  type ScreenVersion,
  type ServedScreen,
} from '../../api/system/screen';
import { ScreenRenderer, type ScreenSchema } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { screenCompletion } from './code/nameTables';
import { ScreenVersions } from './ScreenVersions';
import { pretty, ScreenDiffs, useDefaultText } from './ScreenDiffs';
import { liveProblems } from './liveProblems';
import { useVersionedEdits } from './useVersionedEdits';
import { Workbench } from './Workbench';
import { useEditorTexts } from './texts';

const allowAll = () => true;
const noParams = {};

/**
 * One screen's JSON, saved with a comment as a new version. The server runs the meta-check; its refusal names the
 * JSON pointer of the first bad node and is shown under the text, where the administrator fixes it.
 */
export function ScreenEditPanel({ name, onChanged }: { name: string; onChanged: () => void }) {
  const [screen, setScreen] = useState<ServedScreen | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [versions, setVersions] = useState<ScreenVersion[]>([]);
  const defaultText = useDefaultText(name);
  const check = useCallback((edited: string) => liveProblems(edited, name), [name]);
  const completion = useMemo(() => screenCompletion(), []);
  const t = useEditorTexts();

  const reload = useCallback(async () => {
    const read = await readScreen(name);
    if (read.notModified) return;
    setScreen(read.screen);
    setText(pretty(read.screen.schema));
    setVersions((await getScreenVersions(name)).list);
    setError(null);
  }, [name]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const { save, rollback } = useVersionedEdits(
    text,
    {
      save: (value, comment) => saveScreen(name, value, comment, screen?.version),
      rollback: (versionId) => rollbackScreen(name, versionId),
    },
    { reload, onChanged, setError },
  );

  return (
    <>
      <Typography.Text strong>
        {t.named(name, screen?.source === 'override' ? t.sourceCustom(screen.version) : t.sourceDefault)}
      </Typography.Text>
      <Workbench
        text={text}
        onText={setText}
        check={check}
        completion={completion}
        error={error}
        onSave={save}
        preview={(document) => (
          <ScreenRenderer
            schema={document as ScreenSchema}
            registry={defaultRegistry}
            name={t.previewOf(name)}
            params={noParams}
            can={allowAll}
          />
        )}
      >
        <ScreenDiffs text={text} saved={screen ? pretty(screen.schema) : ''} name={name} />
        <ScreenVersions
          versions={versions}
          defaultText={defaultText}
          documentOf={(row) => row.schema}
          onRollback={(id) => void rollback(id)}
        />
      </Workbench>
    </>
  );
}
