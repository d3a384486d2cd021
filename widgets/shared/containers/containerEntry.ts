import type { AnyComponent, WidgetEntry, WidgetSample } from '../../../engine-core/widgetTypes';

/**
 * Registry entry of a layout container: a void node whose properties are its children. Read-only needs no
 * twin of its own: the children switch to their read-only look through the form's pattern.
 */
export function containerEntry(key: string, component: AnyComponent, sample?: WidgetSample): WidgetEntry {
  return {
    key,
    component,
    readPretty: component,
    defaultValue: undefined,
    emptyValue: undefined,
    allowedInTable: false,
    lazy: false,
    valueType: 'void',
    category: 'layout',
    container: true,
    sample,
  };
}
