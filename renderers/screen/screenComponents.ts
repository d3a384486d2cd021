import { createSchemaField } from '@formily/react';
import { defaultRegistry, type WidgetRegistry } from '../../widgets';
import { pageComponentNames, pageComponents } from './components';
import { formComponentNames, formComponents } from './formComponents';
import type { ScreenSchemaField } from './runtime';

/**
 * The one components table of screens: page components, the exposed Formily/antd form components and every
 * jnpfKey of the widget registry. The meta-check accepts exactly these names (screenComponentNames).
 */
export function screenComponentTable(registry: WidgetRegistry = defaultRegistry) {
  return { ...registry.components(), ...formComponents, ...pageComponents };
}

export function screenComponentNames(registry: WidgetRegistry = defaultRegistry): string[] {
  return [...new Set([...pageComponentNames, ...formComponentNames, ...registry.keys()])].sort();
}

export function createScreenSchemaField(registry: WidgetRegistry = defaultRegistry): ScreenSchemaField {
  return createSchemaField({ components: screenComponentTable(registry) }) as unknown as ScreenSchemaField;
}
