import { useContext, useMemo } from 'react';
import { createForm } from '@formily/core';
import { FormProvider } from '@formily/react';
import type { WidgetRegistry } from '../../engine-core/registry';
import { ScreenDialogContext } from '../../engine-core/screenDialogs';
import { useEngineServices } from '../../engine-core/services';
import { requireRegistry, useOptionalWidgetRegistry } from '../EngineProvider';
import { useDialogOpener, useDialogStack } from './dialogStack';
import { screenHelpers, type ScreenHelpers } from './helpers';
import { migrateScreen } from './migrations';
import { prepareSchema } from './prepareSchema';
import {
  createScreenRuntime,
  ScreenRuntimeContext,
  ScreenSchemaFieldContext,
  ScreenSchemaLoaderContext,
  type ScreenSchemaField,
  type ScreenSchemaLoader,
} from './runtime';
import { screenSchemaFieldFor } from './screenComponents';
import { ScreenErrorBoundary } from './ScreenErrorBoundary';
import { useLocalizedSchema } from './screenLanguage';
import type { ScreenSchema } from './types';
import { installValidationRules } from '../rules';

// screens' own forms use the named rules (`{ "format": "phone" }`) with the platform's messages, as forms do
installValidationRules();

export interface ScreenRendererProps {
  schema: ScreenSchema;
  /** host parameters, `$params` in expressions (route query, ids…) */
  params?: Record<string, unknown>;
  /** how dialogs are found by id; the app's loader (ScreenSchemaLoaderContext) by default */
  loadSchema?: ScreenSchemaLoader;
  /** extra `$helpers` */
  helpers?: ScreenHelpers;
  /** the widgets to render with; the enclosing EngineProvider's otherwise */
  registry?: WidgetRegistry;
  /** the SchemaField to render with instead of one over the registry */
  schemaField?: ScreenSchemaField;
  /** a name for error messages (the file) */
  name?: string;
  /** the user's button permissions on the host page; `auth` of buttons, row actions and switches is checked here */
  can?: (code: string) => boolean;
  /** the host renders another copy of a screen that throws while rendering (no error panel is drawn) */
  onError?: (error: Error) => void;
}

const noParams: Record<string, unknown> = {};
const allowAll = () => true;
const missingLoader: ScreenSchemaLoader = (id) => Promise.reject(new Error(`no schema loader for "${id}"`));

/**
 * Renders a screen schema: page components, forms and dialogs, with actions calling APIs by name through
 * EngineServices. The root node's `x-data.state` seeds `$state`.
 */
export function ScreenRenderer(props: ScreenRendererProps) {
  const { schema, params = noParams, helpers, name = 'screen' } = props;
  const services = useEngineServices();
  const contextLoader = useContext(ScreenSchemaLoaderContext);
  const registry = useOptionalWidgetRegistry(props.registry);
  const SchemaField = props.schemaField ?? screenSchemaFieldFor(requireRegistry(registry));
  const { openDialog, closeDialog, hosts } = useDialogStack();

  const migrated = useMemo(() => migrateScreen(schema).schema, [schema]);
  // the screen's texts in the user's language (docs/screen-dialect.md#languages)
  const { localized, language } = useLocalizedSchema(migrated);
  const prepared = useMemo(() => (localized ? prepareSchema(localized) : null), [localized]);
  const runtime = useMemo(
    () => {
      const created = createScreenRuntime({
        params,
        helpers: { ...screenHelpers, ...helpers },
        services,
        loadSchema: props.loadSchema ?? contextLoader ?? missingLoader,
        dialogs: { open: openDialog, close: closeDialog },
      });
      const initial = (migrated['x-data'] as { state?: Record<string, unknown> } | undefined)?.state;
      Object.assign(created.state, initial ?? {});
      return created;
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one runtime (one $state) per mounted screen; what may change is refreshed below
    [],
  );
  // widgets of the screen open dialog files through it too (the bill-rule picker's 新建), stacked with the screen's own
  const dialogOpener = useDialogOpener(openDialog, runtime);
  runtime.params = params;
  runtime.services = services;
  runtime.can = props.can ?? allowAll;
  // Formily keeps a field's title from its creation: a new language builds the screen's fields anew ($state stays)
  // eslint-disable-next-line react-hooks/exhaustive-deps -- one form per language
  const form = useMemo(() => createForm(), [language]);
  const root = useMemo(() => prepared && { type: 'object', properties: { screen: prepared } }, [prepared]);
  if (!root) return null;

  return (
    <ScreenErrorBoundary name={name} onError={props.onError}>
      <ScreenRuntimeContext.Provider value={runtime}>
        <ScreenSchemaFieldContext.Provider value={SchemaField}>
          <ScreenDialogContext.Provider value={dialogOpener}>
            <FormProvider form={form} key={language}>
              <SchemaField schema={root} scope={runtime.scope()} />
            </FormProvider>
            {hosts}
          </ScreenDialogContext.Provider>
        </ScreenSchemaFieldContext.Provider>
      </ScreenRuntimeContext.Provider>
    </ScreenErrorBoundary>
  );
}
