import { useEffect, useMemo, useState } from 'react';
import { migrateScreen } from '../migrations';
import { prepareSchema } from '../prepareSchema';
import { useScreenRuntime, type DialogRequest } from '../runtime';
import { useLocalizedSchema } from '../screenLanguage';
import type { ScreenSchema } from '../types';
import { dialogShells, type DialogShellName } from './index';

export interface DialogEntry {
  key: number;
  request: DialogRequest;
  open: boolean;
}

/** Loads a dialog schema by id and shows it in the shell its root names (SchemaDialog or SchemaDrawer). */
export function DialogHost({
  entry,
  onClose,
  afterClose,
}: {
  entry: DialogEntry;
  onClose(): void;
  afterClose(): void;
}) {
  const runtime = useScreenRuntime();
  const [schema, setSchema] = useState<ScreenSchema | null>(null);
  const id = entry.request.dialog;

  useEffect(() => {
    let alive = true;
    runtime
      .loadSchema(id)
      .then((loaded) => alive && setSchema(migrateScreen(loaded).schema))
      .catch((error: unknown) => {
        console.error(`[screen] dialog schema "${id}" failed to load`, error);
        if (alive) afterClose();
      });
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the entry's dialog never changes
  }, [runtime, id]);

  const { localized, language } = useLocalizedSchema(schema);
  const prepared = useMemo(() => (localized ? prepareSchema(localized) : null), [localized]);
  if (!prepared) return null;
  const Shell = dialogShells[prepared['x-component'] as DialogShellName];
  if (!Shell) {
    console.error(`[screen] "${id}" is not a SchemaDialog or SchemaDrawer`);
    return null;
  }
  // a language switch rebuilds the dialog's form in the new words (Formily keeps a field's first title)
  return (
    <Shell
      key={language}
      schema={prepared}
      request={entry.request}
      open={entry.open}
      onClose={onClose}
      afterClose={afterClose}
    />
  );
}
