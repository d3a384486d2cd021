import { FormItem } from '@formily/antd-v5';
import type { WidgetRegistry } from '../../engine-core/registry';
import type { AnyComponent } from '../../engine-core/widgetTypes';
import { UNKNOWN_WIDGET } from '../formModel/convertField';

/** Everything a converted model names: the registry's widgets, its grid and stand-in, and FormItem. */
export function schemaComponents(registry: WidgetRegistry): Record<string, AnyComponent> {
  return {
    ...registry.components(),
    FormItem,
    GridLayout: registry.formParts.grid,
    [UNKNOWN_WIDGET]: registry.formParts.unknown,
  };
}
