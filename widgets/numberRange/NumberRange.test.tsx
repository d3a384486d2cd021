import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import entry from './index';
import { numberRangeValue } from './NumberRange';

const SchemaField = createSchemaField({ components: { numberRange: entry.component } });

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { n: { type: 'array', 'x-component': 'numberRange', 'x-component-props': props } },
  };
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

afterEach(cleanup);

describe('numberRangeValue', () => {
  test.each([
    [null, null, []],
    [undefined, '', []],
    [0, null, [0, null]],
    [null, 0, [null, 0]],
    [0, 0, [0, 0]],
    [1.5, 3, [1.5, 3]],
    ['2', 'x', [2, null]],
  ])('(%s, %s) → %j', (low, high, expected) => {
    expect(numberRangeValue(low, high)).toEqual(expected);
  });
});

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('numberRange', { timeout: 20_000 }, () => {
  test('typing zero stores zero; emptying both ends stores []', () => {
    const { container, form } = renderForm({});
    const [low, high] = Array.from(container.querySelectorAll('input'));
    fireEvent.change(low, { target: { value: '0' } });
    expect(form.values.n).toEqual([0, null]);
    fireEvent.change(high, { target: { value: '5' } });
    expect(form.values.n).toEqual([0, 5]);
    fireEvent.change(low, { target: { value: '' } });
    expect(form.values.n).toEqual([null, 5]);
    fireEvent.change(high, { target: { value: '' } });
    expect(form.values.n).toEqual([]);
  });

  test('shows a stored zero', () => {
    const { container } = renderForm({}, { n: [0, 10] });
    const [low, high] = Array.from(container.querySelectorAll('input'));
    expect([low.value, high.value]).toEqual(['0', '10']);
  });

  test('precision formats both ends and placeholders name them', () => {
    const { container } = renderForm({ precision: 2 }, { n: [1, 2.5] });
    const [low, high] = Array.from(container.querySelectorAll('input'));
    expect([low.value, high.value]).toEqual(['1.00', '2.50']);
    expect([low.placeholder, high.placeholder]).toEqual(['最小值', '最大值']);
  });

  test('min and max are not handed to antd, which would clamp silently (numberRangeBounds.test.tsx)', () => {
    const { container } = renderForm({ min: -5, max: 100 });
    const [low] = Array.from(container.querySelectorAll('input'));
    expect([low.getAttribute('aria-valuemin'), low.getAttribute('aria-valuemax')]).toEqual([null, null]);
  });

  test('the read-only twin shows zero as a value', () => {
    const form = createForm({ readPretty: true, values: { n: [0, 12.5] } });
    renderForm({}, {}, form);
    expect(screen.getByText('0 至 12.5')).toBeTruthy();
  });

  test('the twin of an empty range is the empty mark', () => {
    const form = createForm({ readPretty: true, values: { n: [] } });
    const { container } = renderForm({}, {}, form);
    expect(container.textContent).toBe('—');
  });
});
