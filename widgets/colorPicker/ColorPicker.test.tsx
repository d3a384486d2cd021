import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import entry from './index';

const SchemaField = createSchemaField({ components: { colorPicker: entry.component } });

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { c: { type: 'string', 'x-component': 'colorPicker', 'x-component-props': props } },
  };
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

/** Opens the panel and enters #FF4500 in whichever input mode the picker shows (hex, rgb or hsb). */
function enterOrange(container: HTMLElement) {
  fireEvent.click(container.querySelector('.ant-color-picker-trigger') as HTMLElement);
  const hex = document.querySelector('.ant-color-picker-hex-input input');
  if (hex) return fireEvent.change(hex, { target: { value: 'ff4500' } });
  const rgb = document.querySelectorAll('.ant-color-picker-rgb-input input');
  const hsb = document.querySelectorAll('.ant-color-picker-hsb-input input');
  const [inputs, values] = rgb.length ? [rgb, ['255', '69', '0']] : [hsb, ['16', '100', '100']];
  inputs.forEach((input, i) => fireEvent.change(input, { target: { value: values[i] } }));
}

afterEach(cleanup);

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('colorPicker', { timeout: 20_000 }, () => {
  test('shows the stored colour on the trigger', () => {
    const { container } = renderForm({}, { c: '#409EFF' });
    const swatch = container.querySelector('.ant-color-picker-color-block-inner') as HTMLElement;
    expect(swatch.style.background).toMatch(/rgb\(64, 158, 255\)/);
  });

  test.each([
    [{}, '#FF4500'],
    [{ colorFormat: 'rgb' }, 'rgb(255, 69, 0)'],
    [{ colorFormat: 'hsl' }, 'hsl(16, 100%, 50%)'],
    [{ showAlpha: true }, 'rgba(255, 69, 0, 1)'],
  ])('picking with %j stores %s', (props, expected) => {
    const { container, form } = renderForm(props);
    enterOrange(container);
    expect(form.values.c).toBe(expected);
  });

  test('without showAlpha the alpha slider is hidden', () => {
    const { container } = renderForm({});
    fireEvent.click(container.querySelector('.ant-color-picker-trigger') as HTMLElement);
    expect(document.querySelector('.ant-color-picker-alpha-input')).toBeNull();
  });

  test('the read-only twin shows a swatch and the text', () => {
    const form = createForm({ readPretty: true, values: { c: 'rgb(64, 158, 255)' } });
    const { container } = renderForm({}, {}, form);
    expect(screen.getByText('rgb(64, 158, 255)')).toBeTruthy();
    expect((container.querySelector('.jnpf-color-swatch') as HTMLElement).style.background).toBe('rgb(64, 158, 255)');
  });

  test('an empty twin is the empty mark', () => {
    const form = createForm({ readPretty: true, values: { c: null } });
    const { container } = renderForm({}, {}, form);
    expect(container.textContent).toBe('—');
  });
});
