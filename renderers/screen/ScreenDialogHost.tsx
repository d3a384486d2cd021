import { useContext, useMemo, type ReactNode } from 'react';
import type { WidgetRegistry } from '../../engine-core/registry';
import { ScreenDialogContext } from '../../engine-core/screenDialogs';
import { useEngineServices } from '../../engine-core/services';
import { useDialogOpener, useDialogStack } from './dialogStack';
import { screenHelpers } from './helpers';
import { createScreenRuntime, ScreenRuntimeContext, ScreenSchemaFieldContext } from './runtime';
import { ScreenSchemaLoaderContext, type ScreenSchemaLoader } from './schemaLoader';
import { screenSchemaFieldFor } from './screenComponents';

/**
 * Lets the widgets of a form that no screen encloses (a model's form, the preview) open screen dialog files, as
 * they do inside a screen: the template picker's 新建 opens `system/bill-rule.dialog`. Inside a screen the
 * screen's own dialog stack is used and this adds nothing.
 */
export function ScreenDialogHost({ registry, children }: { registry: WidgetRegistry; children: ReactNode }) {
  const enclosing = useContext(ScreenDialogContext);
  const loader = useContext(ScreenSchemaLoaderContext);
  // without a loader no dialog file can be found: widgets then offer no 新建 rather than one that fails
  if (enclosing || !loader) return children;
  return (
    <OwnDialogs registry={registry} loader={loader}>
      {children}
    </OwnDialogs>
  );
}

interface OwnDialogsProps {
  registry: WidgetRegistry;
  loader: ScreenSchemaLoader;
  children: ReactNode;
}

function OwnDialogs({ registry, loader, children }: OwnDialogsProps) {
  const services = useEngineServices();
  const { openDialog, closeDialog, hosts } = useDialogStack();
  const runtime = useMemo(
    () =>
      createScreenRuntime({
        params: {},
        helpers: screenHelpers,
        services,
        loadSchema: loader,
        dialogs: { open: openDialog, close: closeDialog },
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- one runtime per host; the services are refreshed below
    [openDialog, closeDialog],
  );
  runtime.services = services;
  runtime.loadSchema = loader;
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
