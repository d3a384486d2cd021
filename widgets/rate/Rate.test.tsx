import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import entry from './index';

const SchemaField = createSchemaField({ components: { rate: entry.component } });

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { s: { type: 'number', 'x-component': 'rate', 'x-component-props': props } },
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
describe('rate', { timeout: 20_000 }, () => {
  test('count sets the number of stars; clicking the third stores 3, clicking it again clears to 0', () => {
    const { container, form } = renderForm({ count: 7 });
    const stars = container.querySelectorAll('.ant-rate-star');
    expect(stars).toHaveLength(7);
    const second = (i: number) => container.querySelectorAll('.ant-rate-star-second')[i] as HTMLElement;
    fireEvent.click(second(2));
    expect(form.values.s).toBe(3);
    fireEvent.click(second(2));
    expect(form.values.s).toBe(0);
  });

  test('allowHalf shows a stored half star', () => {
    const { container } = renderForm({ allowHalf: true }, { s: 2.5 });
    expect(container.querySelectorAll('.ant-rate-star-full')).toHaveLength(2);
    expect(container.querySelectorAll('.ant-rate-star-half')).toHaveLength(1);
  });

  test('a disabled rate does not change', () => {
    const form = createForm({ values: { s: 2 }, disabled: true });
    const { container } = renderForm({}, {}, form);
    fireEvent.click(container.querySelectorAll('.ant-rate-star-second')[4] as HTMLElement);
    expect(form.values.s).toBe(2);
  });

  test('the read-only twin shows the stars and the score', () => {
    const form = createForm({ readPretty: true, values: { s: 4 } });
    const { container } = renderForm({ count: 5 }, {}, form);
    expect(screen.getByText('4 / 5')).toBeTruthy();
    expect(container.querySelectorAll('.ant-rate-star-full')).toHaveLength(4);
    expect(container.querySelector('.ant-rate-disabled')).not.toBeNull();
  });

  test('defaults to 0', () => {
    expect([entry.defaultValue, entry.emptyValue]).toEqual([0, 0]);
  });
});
