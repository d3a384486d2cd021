import { act, render, waitFor } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import calculate from '.';
import { loadMath } from './evaluate';

const SchemaField = createSchemaField({ components: { calculate: calculate.component } });

function renderCalculate(
  props: Record<string, unknown>,
  values: Record<string, unknown>,
  pattern: 'editable' | 'readPretty' = 'editable',
) {
  const form = createForm({ values, pattern });
  render(
    <FormProvider form={form}>
      <SchemaField
        schema={{
          type: 'object',
          properties: {
            price: { type: 'number' },
            qty: { type: 'number' },
            total: { type: 'number', 'x-component': 'calculate', 'x-component-props': props },
          },
        }}
      />
    </FormProvider>,
  );
  return form;
}

const shown = () => (document.querySelector('.jnpf-calculate input') as HTMLInputElement | null)?.value;
const expression = '{price} * {qty}';

async function settle(ms: number) {
  await act(async () => {
    vi.advanceTimersByTime(ms);
  });
  // mathjs is loaded already: one more turn lets the computation's promise resolve
  await act(async () => undefined);
}

describe('calculate field', () => {
  beforeAll(() => loadMath());
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('recomputes 100 ms after the last change of a referenced field (debounced)', async () => {
    const form = renderCalculate({ expression, isStorage: 1 }, { price: 2, qty: 3 });
    await settle(100);
    expect(form.values.total).toBe(6);
    await act(async () => form.setValuesIn('qty', 4));
    await settle(50);
    await act(async () => form.setValuesIn('qty', 5));
    await settle(99);
    expect(form.values.total).toBe(6); // still waiting: the second change restarted the 100 ms
    await settle(1);
    expect(form.values.total).toBe(10);
    expect(shown()).toBe('10');
  });

  it('ignores changes of fields the expression does not use', async () => {
    const form = renderCalculate({ expression, isStorage: 1 }, { price: 2, qty: 3 });
    await settle(100);
    form.setValuesIn('total', 99);
    await act(async () => form.setValuesIn('other', 1));
    await settle(200);
    expect(form.values.total).toBe(99);
  });

  it('turns NaN and division by zero into 0', async () => {
    const form = renderCalculate({ expression: '{price} / {qty}', isStorage: 1, precision: 2 }, { price: 0, qty: 0 });
    await settle(100);
    expect(form.values.total).toBe(0);
    expect(shown()).toBe('0'); // parseFloat(toFixed(2)): no trailing zeros
  });

  it('rounds to precision and shows thousands separators and the amount in Chinese', async () => {
    const form = renderCalculate(
      { expression, isStorage: 1, precision: 2, thousands: true, isAmountChinese: true },
      { price: 1234.567, qty: 1 },
    );
    await settle(100);
    expect(form.values.total).toBe(1234.57);
    expect(shown()).toBe('1,234.57');
    expect(document.querySelector('.jnpf-calculate-amount')?.textContent).toBe('壹仟贰佰叁拾肆元伍角柒分');
  });

  it('without isStorage only shows the result: the value is not set, so it is not submitted', async () => {
    const form = renderCalculate({ expression }, { price: 2, qty: 3 });
    await settle(100);
    expect(shown()).toBe('6');
    expect(form.values.total).toBeUndefined();
    expect((document.querySelector('.jnpf-calculate input') as HTMLInputElement).placeholder).toBe(
      '用于展示计算结果，且数据不会保存',
    );
  });

  it('the read-only twin shows the computed text and does not write the value', async () => {
    const form: Form = renderCalculate(
      { expression, isStorage: 1, thousands: true },
      { price: 1000, qty: 3, total: 1 },
      'readPretty',
    );
    expect(document.querySelector('.jnpf-calculate-preview')?.textContent).toBe('1');
    await settle(100);
    expect(document.querySelector('.jnpf-calculate-preview')?.textContent).toBe('3,000');
    expect(form.values.total).toBe(1);
  });

  it('keeps mathjs out of the statically imported modules (lazy chunk)', () => {
    for (const file of ['index.tsx', 'Calculate.tsx', 'useCalculatedValue.ts', 'evaluate.ts', 'expression.ts']) {
      const source = readFileSync(join(process.cwd(), 'widgets/calculate', file), 'utf8');
      expect(source).not.toMatch(/^import (?!type)[^;]*['"]mathjs['"]/m);
    }
  });
});

describe('calculate as a display-only void node', () => {
  beforeAll(() => loadMath());

  it('shows the computed text in the read-only view', async () => {
    const form = createForm({ values: { price: 2, qty: 21 }, pattern: 'readPretty' });
    render(
      <FormProvider form={form}>
        <SchemaField
          schema={{
            type: 'object',
            properties: { shown: { type: 'void', 'x-component': 'calculate', 'x-component-props': { expression } } },
          }}
        />
      </FormProvider>,
    );
    expect(document.querySelector('.jnpf-calculate input')).toBeNull();
    await waitFor(() => expect(document.querySelector('.jnpf-calculate-preview')?.textContent).toBe('42'));
  });
});
