import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { EngineServicesProvider } from '../../renderers';
import { ScreenSchemaLoaderContext } from '../../renderers/screen/schemaLoader';
import { loadScreenSchema } from './screenCatalog';
import { createEngineServices } from './services';

/** Gives the engine's widgets and screens their services and the app's screen schemas. */
export function EngineProvider({ children }: { children: ReactNode }) {
  const { message, modal } = App.useApp();
  const services = useMemo(() => createEngineServices({ message, modal }), [message, modal]);
  return (
    <EngineServicesProvider value={services}>
      <ScreenSchemaLoaderContext.Provider value={loadScreenSchema}>{children}</ScreenSchemaLoaderContext.Provider>
    </EngineServicesProvider>
  );
}
