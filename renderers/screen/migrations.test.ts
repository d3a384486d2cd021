import { describe, expect, test } from 'vitest';
import { CURRENT_SCHEMA_VERSION, migrateScreen, registerSchemaPatch } from './migrations';

const toolbar = (props: Record<string, unknown>) => ({
  type: 'void',
  'x-component': 'Page',
  properties: {
    table: {
      type: 'void',
      'x-component': 'CrudTable',
      properties: { toolbar: { type: 'void', 'x-component': 'Toolbar', 'x-component-props': props } },
    },
  },
});

describe('screen schema migrations', () => {
  test('version 1 → 2: a Toolbar’s `items` become `buttons`, however deep the Toolbar sits', () => {
    const items = [{ label: '新建', action: { action: 'toast', message: 'x' } }];
    const old = { schemaVersion: 1, ...toolbar({ items }) };
    const { schema, applied } = migrateScreen(old);
    expect(schema.schemaVersion).toBe(CURRENT_SCHEMA_VERSION);
    expect(applied).toEqual(['Toolbar items → buttons']);
    expect(schema.properties.table.properties.toolbar['x-component-props']).toEqual({ buttons: items });
    // the input (an imported JSON module) is left alone
    expect(old.schemaVersion).toBe(1);
    expect(old.properties.table.properties.toolbar['x-component-props']).toEqual({ items });
  });

  test('a current schema passes through untouched', () => {
    const current = { schemaVersion: CURRENT_SCHEMA_VERSION, ...toolbar({ buttons: [] }) };
    const { schema, applied } = migrateScreen(current);
    expect(applied).toEqual([]);
    expect(schema).toBe(current);
  });

  test('a schema without a version is left for the meta-check to report', () => {
    const { schema, applied } = migrateScreen({ type: 'void' });
    expect(applied).toEqual([]);
    expect(schema).toEqual({ type: 'void' });
  });

  test('a version with no patch is an error, and a second patch for one version is refused', () => {
    expect(() => migrateScreen({ schemaVersion: 0 })).toThrow('no patch from version 0');
    expect(() => registerSchemaPatch({ from: 1, description: 'again', migrate: (s) => s })).toThrow(
      'a patch from version 1 already exists',
    );
  });
});
