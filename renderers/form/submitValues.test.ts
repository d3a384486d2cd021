import { formDataToSchema } from '../formModel/formDataToSchema';
import { testRegistry } from '../formModel/__fixtures__/testRegistry';
import { submitValues, withoutDefaultsFor } from './submitValues';
import { grid, props } from '../formModel/__fixtures__/schemaAccess';

const { fields, schema } = formDataToSchema(
  {
    fields: [
      { __vModel__: 'name', __config__: { jnpfKey: 'input', defaultValue: '默认' } },
      { __vModel__: 'tags', __config__: { jnpfKey: 'checkbox' } },
      { __vModel__: 'on', __config__: { jnpfKey: 'switch' } },
      { __vModel__: 'shown', __config__: { jnpfKey: 'calculate' }, isStorage: 0 },
      { __vModel__: 'date', __config__: { jnpfKey: 'datePicker' } },
      {
        __config__: {
          jnpfKey: 'row',
          children: [{ __vModel__: 'inner', __config__: { jnpfKey: 'input', defaultValue: 'x' } }],
        },
      },
      { __config__: { jnpfKey: 'text', formId: 1 }, content: 't' },
    ],
  },
  { registry: testRegistry },
);

describe('submitValues', () => {
  test.each([
    [
      { name: 'a', tags: ['x'], on: 1, shown: 3, date: 5, inner: 'i' },
      { name: 'a', tags: ['x'], on: 1, date: 5, inner: 'i' },
    ],
    [
      { name: '', tags: undefined, on: 0, date: undefined },
      { name: null, tags: [], on: 0, date: null, inner: null },
    ],
    [
      { id: 'r1', extra: undefined, name: 'n' },
      { id: 'r1', extra: null, name: 'n', tags: [], on: 0, date: null, inner: null },
    ],
  ])('%j → %j', (values, expected) => {
    expect(submitValues(values, fields)).toEqual(expected);
  });

  test('the result is a plain copy', () => {
    const tags = ['a'];
    const out = submitValues({ tags }, fields);
    expect(out.tags).toEqual(['a']);
    expect(out.tags).not.toBe(tags);
  });
});

describe('withoutDefaultsFor', () => {
  test('drops the defaults of the fields a record has, at any depth, and leaves the others', () => {
    const stripped = withoutDefaultsFor(schema, new Set(['name', 'inner']));
    const top = grid(stripped);
    expect(top.name).not.toHaveProperty('default');
    expect(top.on.default).toBe(0);
    const row = Object.values(top).find((n) => n['x-component'] === 'row');
    expect(props(row).inner).not.toHaveProperty('default');
    // the original schema is untouched
    expect(grid(schema).name.default).toBe('默认');
  });
});
