import { useContext, useMemo, type ReactNode } from 'react';
import type { WidgetRegistry } from '../../engine-core/registry';
import { ScreenDialogContext } from '../../engine-core/screenDialogs';
import { useEngineServices } from '../../engine-core/services';
import { useDialogOpener, useDialogStack } from './dialogStack';
import { screenHelpers } from './helpers';
import { createScreenRuntime, ScreenRuntimeContext, ScreenSchemaFieldContext } from './runtime';
import { ScreenSchemaLoaderContext, type ScreenSchemaLoader } from './schemaLoader';
import { screenSchemaFieldFor } from './screenComponents';

const missingLoader: ScreenSchemaLoader = (id) => Promise.reject(new Error(`no schema loader for "${id}"`));

/**
 * Lets the widgets of a form that no screen encloses (a model's form, the preview) open screen dialog files, as
 * they do inside a screen: the template picker's 新建 opens `system/bill-rule.dialog`. Inside a screen the
 * screen's own dialog stack is used and this adds nothing.
 */
export function ScreenDialogHost({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  const enclosing = useContext(ScreenDialogContext);
  return enclosing ? children : <OwnDialogs registry={registry}>{children}</OwnDialogs>;
}

function OwnDialogs({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  const services = useEngineServices();
  const loader = useContext(ScreenSchemaLoaderContext);
  const { openDialog, closeDialog, hosts } = useDialogStack();
  const runtime = useMemo(
    () =>
      createScreenRuntime({
        params: {},
        helpers: screenHelpers,
        services,
        loadSchema: loader ?? missingLoader,
        dialogs: { open: openDialog, close: closeDialog },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one runtime per host; the services are refreshed below
    [openDialog, closeDialog],
  );
  runtime.services = services;
  runtime.loadSchema = loader ?? missingLoader;
  const opener = useDialogOpener(openDialog, runtime);
  return (
    <ScreenDialogContext.Provider value={opener}>
      {children}
      <ScreenRuntimeContext.Provider value={runtime}>
        <ScreenSchemaFieldContext.Provider value={screenSchemaFieldFor(registry)}>
          {hosts}
        </ScreenSchemaFieldContext.Provider>
      </ScreenRuntimeContext.Provider>
    </ScreenDialogContext.Provider>
  );
}
