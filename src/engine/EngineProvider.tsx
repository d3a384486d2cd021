import { useMemo, type ReactNode } from 'react';
import { App } from 'antd';
import { EngineProvider as EngineContext } from '../../renderers';
import { loadScreenSchema } from './screenCatalog';
import { createEngineServices } from './services';

/**
 * Gives the engine's widgets and screens their services and the app's screen schemas. The widget registry is
 * given where the engine's pages mount (SchemaScreenPage, pages/model, pages/previewModel), so the layout does not
 * load every widget.
 */
export function EngineProvider({ children }: { children: ReactNode }) {
  const { message, modal } = App.useApp();
  const services = useMemo(() => createEngineServices({ message, modal }), [message, modal]);
  return (
    <EngineContext services={services} loadSchema={loadScreenSchema}>
      {children}
    </EngineContext>
  );
}
