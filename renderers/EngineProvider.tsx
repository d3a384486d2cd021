import { createContext, useContext, type ReactNode } from 'react';
import type { WidgetRegistry } from '../engine-core/registry';
import { EngineServicesContext, type EngineServices } from '../engine-core/services';
import { ScreenSchemaLoaderContext, type ScreenSchemaLoader } from './screen/schemaLoader';

/**
 * The widget set is given to the engine, never imported by it (as Formily's createSchemaField is given its
 * components): the host provides it here or passes it as a `registry` prop.
 */
const WidgetRegistryContext = createContext<WidgetRegistry | null>(null);

export interface EngineProviderProps {
  /** the jnpfKey widgets forms and screens render with (the platform's: widgets/index.ts) */
  widgets?: WidgetRegistry;
  /** what widgets and actions need from the outside world */
  services?: EngineServices;
  /** how screens find dialog schemas by id */
  loadSchema?: ScreenSchemaLoader;
  children?: ReactNode;
}

/**
 * Gives the engine below it its widgets, services and screen loader. Each one left out is the enclosing
 * provider's, so a host can give services at its layout and widgets only where engine pages mount.
 */
export function EngineProvider({ widgets, services, loadSchema, children }: EngineProviderProps) {
  const outerWidgets = useContext(WidgetRegistryContext);
  const outerServices = useContext(EngineServicesContext);
  const outerLoader = useContext(ScreenSchemaLoaderContext);
  return (
    <WidgetRegistryContext.Provider value={widgets ?? outerWidgets}>
      <EngineServicesContext.Provider value={services ?? outerServices}>
        <ScreenSchemaLoaderContext.Provider value={loadSchema ?? outerLoader}>
          {children}
        </ScreenSchemaLoaderContext.Provider>
      </EngineServicesContext.Provider>
    </WidgetRegistryContext.Provider>
  );
}

/** The registry given as a prop, else the nearest EngineProvider's, else null. */
export function useOptionalWidgetRegistry(given?: WidgetRegistry): WidgetRegistry | null {
  const provided = useContext(WidgetRegistryContext);
  return given ?? provided;
}

/** The registry given as a prop, else the nearest EngineProvider's; a host that gave none hears it at once. */
export function useWidgetRegistry(given?: WidgetRegistry): WidgetRegistry {
  return requireRegistry(useOptionalWidgetRegistry(given));
}

export function requireRegistry(registry: WidgetRegistry | null | undefined): WidgetRegistry {
  if (!registry) {
    throw new Error('no widget registry: give one with <EngineProvider widgets={...}> or the registry prop');
  }
  return registry;
}
