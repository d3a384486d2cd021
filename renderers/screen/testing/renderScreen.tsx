import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import type { EngineServices } from '../../../engine-core/services';
import { defaultRegistry } from '../../../widgets';
import { EngineProvider } from '../../EngineProvider';
import { ScreenRenderer } from '../ScreenRenderer';
import type { ScreenSchemaLoader } from '../runtime';
import type { ScreenSchema } from '../types';

/**
 * Renders a screen schema as the app does (antd in Chinese, the platform's widgets) with fake services and dialogs
 * from `dialogs` by id.
 */
export function renderScreen(
  schema: ScreenSchema,
  services: EngineServices,
  dialogs: Record<string, ScreenSchema> = {},
  can?: (code: string) => boolean,
) {
  const loadSchema: ScreenSchemaLoader = (id) =>
    dialogs[id] ? Promise.resolve(dialogs[id]) : Promise.reject(new Error(`no dialog ${id}`));
  return render(
    <ConfigProvider locale={zhCN}>
      <EngineProvider widgets={defaultRegistry} services={services}>
        <ScreenRenderer schema={schema} loadSchema={loadSchema} can={can} />
      </EngineProvider>
    </ConfigProvider>,
  );
}
