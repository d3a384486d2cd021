import { act, render } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import calculate from '.';
import { calculateText } from './Calculate';
import { loadMath } from './evaluate';

describe('calculateText: parseFloat(value.toFixed(precision)) as the platform shows it', () => {
  test.each<[unknown, unknown, boolean, string]>([
    [7.5, 2, false, '7.5'],
    [12, 2, false, '12'],
    [12.0, 0, false, '12'],
    [7.456, 2, false, '7.46'],
    [1.005, 2, false, '1.01'],
    [7.4, 0, false, '7'],
    [7.5, 0, false, '8'],
    [0, 2, false, '0'],
    [-7.5, 2, false, '-7.5'],
    [-2.345, 2, false, '-2.35'],
    [-0.001, 2, false, '0'],
    [1234.5, 2, true, '1,234.5'],
    [-1234567.891, 2, true, '-1,234,567.89'],
    [1000, 2, true, '1,000'],
    ['3.10', 2, false, '3.1'],
    [2.5, undefined, false, '3'],
  ])('%j at precision %j (separators %j) → %s', (value, precision, separated, expected) => {
    expect(calculateText(value, precision, separated)).toBe(expected);
  });

  test.each([[undefined], [null], ['']])('blank %j: the given blank text (0 in the live box)', (value) => {
    expect(calculateText(value, 2)).toBe('');
    expect(calculateText(value, 2, true, '0')).toBe('0');
  });
});

describe('calculate field display', () => {
  beforeAll(() => loadMath());

  function renderField(props: Record<string, unknown>, values: Record<string, unknown>) {
    const SchemaField = createSchemaField({ components: { calculate: calculate.component } });
    const form = createForm({ values });
    render(
      <FormProvider form={form}>
        <SchemaField
          schema={{
            type: 'object',
            properties: {
              a: { type: 'number' },
              b: { type: 'number' },
              total: { type: 'number', 'x-component': 'calculate', 'x-component-props': props },
            },
          }}
        />
      </FormProvider>,
    );
    return form;
  }
  const box = () => (document.querySelector('.jnpf-calculate input') as HTMLInputElement).value;
  const settle = async () => {
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 150));
    });
  };

  test('an empty calculation shows 0 (no expression, no value yet)', async () => {
    renderField({ isStorage: 1, precision: 2 }, {});
    expect(box()).toBe('0');
  });

  test('over empty operands the result is 0, shown without decimals', async () => {
    const form = renderField({ expression: '{a} + {b}', isStorage: 1, precision: 2 }, {});
    await settle();
    expect(form.values.total).toBe(0);
    expect(box()).toBe('0');
  });

  test('a negative result keeps its sign, and 15 / 2 at precision 2 reads 7.5', async () => {
    const form = renderField({ expression: '{a} / {b}', isStorage: 1, precision: 2 }, { a: -15, b: 2 });
    await settle();
    expect(form.values.total).toBe(-7.5);
    expect(box()).toBe('-7.5');
    await act(async () => form.setValuesIn('a', 24));
    await settle();
    expect(box()).toBe('12');
  });
});
