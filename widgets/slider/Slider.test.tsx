import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import entry from './index';

const SchemaField = createSchemaField({ components: { slider: entry.component } });

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { v: { type: 'number', 'x-component': 'slider', 'x-component-props': props } },
  };
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

afterEach(cleanup);

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('slider', { timeout: 20_000 }, () => {
  test('min, max and the value reach the handle', () => {
    const { container } = renderForm({ min: 10, max: 50 }, { v: 20 });
    const handle = container.querySelector('[role="slider"]') as HTMLElement;
    expect(['aria-valuemin', 'aria-valuemax', 'aria-valuenow'].map((attr) => handle.getAttribute(attr))).toEqual([
      '10',
      '50',
      '20',
    ]);
  });

  test('the keyboard moves by step and stores a number', () => {
    const { container, form } = renderForm({ step: 5 }, { v: 20 });
    fireEvent.keyDown(container.querySelector('[role="slider"]') as HTMLElement, { key: 'ArrowRight', keyCode: 39 });
    expect(form.values.v).toBe(25);
  });

  test('no value sits at min', () => {
    const { container } = renderForm({ min: 3 });
    expect(container.querySelector('[role="slider"]')?.getAttribute('aria-valuenow')).toBe('3');
  });

  test('the read-only twin shows the number', () => {
    const form = createForm({ readPretty: true, values: { v: 42 } });
    renderForm({}, {}, form);
    expect(screen.getByText('42')).toBeTruthy();
  });

  test('defaults to 0', () => {
    expect([entry.defaultValue, entry.emptyValue]).toEqual([0, 0]);
  });
});
