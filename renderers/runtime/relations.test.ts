import { createForm } from '@formily/core';
import { formDataToSchema } from '../formModel/formDataToSchema';
import { testRegistry } from '../formModel/__fixtures__/testRegistry';
import { buildRelations, clearDependents } from './relations';
import { linkedModel } from './__fixtures__/linkedModel';

const { fields } = formDataToSchema(linkedModel, { registry: testRegistry, language: 'zh' });
const fieldsByPath = new Map(fields.map((f) => [f.path, f]));

describe('buildRelations', () => {
  test('templateJson (sourceType 1), date bounds and user relationField make relations', () => {
    const relations = buildRelations(fields);
    expect(Object.fromEntries(relations)).toEqual({
      province: [{ path: 'city', kind: 'options' }],
      city: [{ path: 'district', kind: 'options' }],
      start: [{ path: 'end', kind: 'startTime' }],
      dept: [{ path: 'member', kind: 'user' }],
    });
  });

  test('a date bound only counts with its rule on and type 2 (another field)', () => {
    const off = formDataToSchema(
      {
        fields: [
          { __vModel__: 'a', __config__: { jnpfKey: 'datePicker' } },
          {
            __vModel__: 'b',
            __config__: { jnpfKey: 'datePicker', startTimeRule: false, startTimeType: 2, startRelationField: 'a' },
          },
          {
            __vModel__: 'c',
            __config__: { jnpfKey: 'datePicker', endTimeRule: true, endTimeType: 1, endRelationField: 'a' },
          },
        ],
      },
      { registry: testRegistry },
    );
    expect(buildRelations(off.fields).size).toBe(0);
  });
});

describe('clearDependents', () => {
  test('clears the chain, each field to its own empty value', () => {
    const form = createForm({
      values: { province: 'gd', city: 'sz', district: ['ns', 'ft'], start: 1, end: 2, dept: 'd', member: 'u' },
    });
    const cleared = clearDependents(form, buildRelations(fields), fieldsByPath, 'province');
    expect(cleared).toEqual(['city', 'district']);
    expect(form.values).toMatchObject({ province: 'gd', city: undefined, district: [], start: 1, end: 2 });
  });

  test('a cycle stops at the first field seen twice', () => {
    const cyclic = new Map([
      ['a', [{ path: 'b', kind: 'options' as const }]],
      ['b', [{ path: 'a', kind: 'options' as const }]],
    ]);
    const form = createForm({ values: { a: 1, b: 2 } });
    expect(clearDependents(form, cyclic, new Map(), 'a')).toEqual(['b']);
    expect(form.values).toEqual({ a: 1, b: undefined });
  });
});
