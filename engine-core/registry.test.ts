import { createRegistry } from './registry';
import type { WidgetEntry } from './widgetTypes';

const entry = (key: string): WidgetEntry => ({
  key,
  component: () => null,
  readPretty: () => null,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'input',
});

const Grid = () => null;
const Unknown = () => null;
const parts = { grid: Grid, unknown: Unknown };

describe('widget registry', () => {
  test('maps keys to components', () => {
    const reg = createRegistry([entry('input'), entry('textarea')], parts);
    expect(reg.keys()).toEqual(['input', 'textarea']);
    expect(Object.keys(reg.components())).toEqual(['input', 'textarea']);
    expect(reg.get('input')?.key).toBe('input');
    expect(reg.has('select')).toBe(false);
  });
  test('carries the grid and the unknown-key stand-in it was given, outside its entries', () => {
    const reg = createRegistry([entry('input')], parts);
    expect(reg.formParts.grid).toBe(Grid);
    expect(reg.formParts.unknown).toBe(Unknown);
    expect(Object.values(reg.components())).not.toContain(Unknown);
  });
  test('a duplicate key throws, naming it', () => {
    expect(() => createRegistry([entry('input'), entry('input')], parts)).toThrow(/duplicate jnpfKey "input"/);
  });
});
