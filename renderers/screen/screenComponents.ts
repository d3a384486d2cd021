import { createSchemaField } from '@formily/react';
import type { WidgetRegistry } from '../../engine-core/registry';
import { pageComponentNames, pageComponents } from './components';
import { formComponentNames, formComponents } from './formComponents';
import type { ScreenSchemaField } from './runtime';

/**
 * The one components table of screens: page components, the exposed Formily/antd form components and every
 * jnpfKey of the widget registry. The meta-check accepts exactly these names (screenComponentNames).
 */
export function screenComponentTable(registry: WidgetRegistry) {
  return { ...registry.components(), ...formComponents, ...pageComponents };
}

export function screenComponentNames(registry: WidgetRegistry): string[] {
  return [...new Set([...pageComponentNames, ...formComponentNames, ...registry.keys()])].sort();
}

export function createScreenSchemaField(registry: WidgetRegistry): ScreenSchemaField {
  return createSchemaField({ components: screenComponentTable(registry) }) as unknown as ScreenSchemaField;
}

const schemaFields = new WeakMap<WidgetRegistry, ScreenSchemaField>();

/** One SchemaField per registry, shared by every screen: a new one per mount would remount its whole tree. */
export function screenSchemaFieldFor(registry: WidgetRegistry): ScreenSchemaField {
  let field = schemaFields.get(registry);
  if (!field) {
    field = createScreenSchemaField(registry);
    schemaFields.set(registry, field);
  }
  return field;
}
