import { useCallback, useEffect, useMemo, useState } from 'react';
import { Typography } from 'antd';
import {
  getModelVersions,
  readModel,
  rollbackModel,
  saveModel,
  type ModelRead,
  type ModelVersion,
} from '../../api/system/screen';
import { FormRenderer } from '../../../renderers';
import { defaultRegistry } from '../../../widgets';
import { modelCompletion } from './code/nameTables';
import { modelLiveProblems } from './modelProblems';
import { DiffAgainst, pretty } from './ScreenDiffs';
import { ScreenVersions } from './ScreenVersions';
import { useEditorTexts } from './texts';
import { useVersionedEdits } from './useVersionedEdits';
import { Workbench } from './Workbench';

/**
 * One form model's `{ formData, columnData }` in the same editor as the screens: completion of widget keys, the
 * model checks located as you type, the form rendered live with the engine's model renderer, saved as a new
 * version with a comment, diffed against its original (version 0) and its last save, rolled back.
 */
export function ModelEditPanel({ modelId, onChanged }: { modelId: string; onChanged: () => void }) {
  const t = useEditorTexts();
  const [model, setModel] = useState<ModelRead | null>(null);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [versions, setVersions] = useState<ModelVersion[]>([]);
  const completion = useMemo(() => modelCompletion(), []);

  const reload = useCallback(async () => {
    const read = await readModel(modelId);
    setModel(read);
    setText(pretty(read.document));
    setVersions((await getModelVersions(modelId)).list);
    setError(null);
  }, [modelId]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const { save, rollback } = useVersionedEdits(
    text,
    {
      save: (value, comment) => saveModel(modelId, value, comment, model?.version),
      // a model has no default to roll back to: without a chosen version nothing is sent
      rollback: async (versionId) => (versionId ? rollbackModel(modelId, versionId) : undefined),
    },
    { reload, onChanged, setError },
  );

  const saved = model ? pretty(model.document) : '';
  const original = versions.find((row) => row.version === 0);
  return (
    <>
      <Typography.Text strong>{model ? t.model(model.fullName, model.version) : ''}</Typography.Text>
      <Workbench
        text={text}
        onText={setText}
        check={modelLiveProblems}
        completion={completion}
        error={error}
        onSave={save}
        preview={(document) => (
          <FormRenderer formData={(document as { formData: unknown }).formData} registry={defaultRegistry} />
        )}
      >
        <DiffAgainst text={text} saved={saved} defaultText={original ? pretty(original.document) : saved} />
        <ScreenVersions
          versions={versions}
          defaultText={saved}
          documentOf={(row) => row.document}
          onRollback={(id) => void rollback(id)}
          noDefault
        />
      </Workbench>
    </>
  );
}
