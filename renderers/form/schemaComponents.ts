import { FormItem } from '@formily/antd-v5';
import type { AnyComponent, WidgetRegistry } from '../../widgets';
import { GridLayout } from '../../widgets/shared/containers';
import { UnknownWidget } from '../../widgets/unavailable';
import { UNKNOWN_WIDGET } from '../formModel/convertField';

/** Everything a converted model names: the registry's widgets and containers, FormItem, the grid, the placeholder. */
export function schemaComponents(registry: WidgetRegistry): Record<string, AnyComponent> {
  return {
    ...registry.components(),
    FormItem,
    GridLayout,
    [UNKNOWN_WIDGET]: UnknownWidget,
  };
}
