import type { WidgetRegistry } from '../../engine-core/registry';
import type { AnyComponent } from '../../engine-core/widgetTypes';
import { UNKNOWN_WIDGET } from '../formModel/convertField';
import { ModelFormItem } from './ModelFormItem';

/** Everything a converted model names: the registry's widgets, its grid and stand-in, and FormItem. */
export function schemaComponents(registry: WidgetRegistry): Record<string, AnyComponent> {
  return {
    ...registry.components(),
    // a FormItem whose label names its control (screen readers)
    FormItem: ModelFormItem,
    GridLayout: registry.formParts.grid,
    [UNKNOWN_WIDGET]: registry.formParts.unknown,
  };
}
