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

describe('widget registry', () => {
  test('maps keys to components', () => {
    const reg = createRegistry([entry('input'), entry('textarea')]);
    expect(reg.keys()).toEqual(['input', 'textarea']);
    expect(Object.keys(reg.components())).toEqual(['input', 'textarea']);
    expect(reg.get('input')?.key).toBe('input');
    expect(reg.has('select')).toBe(false);
  });
  test('a duplicate key throws, naming it', () => {
    expect(() => createRegistry([entry('input'), entry('input')])).toThrow(/duplicate jnpfKey "input"/);
  });
});
