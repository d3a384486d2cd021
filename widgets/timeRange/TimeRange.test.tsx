import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { setEngineLanguage } from '../../engine-core/i18n';
import entry from './index';

const SchemaField = createSchemaField({ components: { timeRange: entry.component } });

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { r: { type: 'array', 'x-component': 'timeRange', 'x-component-props': props } },
  };
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={schema} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

function open(container: HTMLElement) {
  const input = container.querySelector('input') as HTMLInputElement;
  fireEvent.mouseDown(input);
  fireEvent.click(input);
}

function disabledHours(): string[] {
  const col = document.querySelector('.ant-picker-time-panel-column') as HTMLElement;
  return Array.from(col.querySelectorAll('.ant-picker-time-panel-cell-disabled')).map((li) => li.textContent ?? '');
}

afterEach(() => {
  cleanup();
  setEngineLanguage('zh');
});

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('timeRange', { timeout: 20_000 }, () => {
  test('shows both ends in the format', () => {
    const { container } = renderForm({ format: 'HH:mm' }, { r: ['08:00:00', '17:30:00'] });
    const inputs = container.querySelectorAll('input');
    expect([inputs[0].value, inputs[1].value]).toEqual(['08:00', '17:30']);
  });

  test('clearing stores []', () => {
    const { container, form } = renderForm({}, { r: ['08:00:00', '17:30:00'] });
    const clear = container.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(form.values.r).toEqual([]);
  });

  test('bounds disable the hours outside them', () => {
    const { container } = renderForm({ startTime: '09:00:00', endTime: '18:00:00' }, { r: ['10:00:00', '11:00:00'] });
    open(container);
    expect(disabledHours()).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '19',
      '20',
      '21',
      '22',
      '23',
    ]);
  });

  test('start later than end makes the picker read-only', () => {
    const { container } = renderForm({ startTime: '18:00:00', endTime: '09:00:00' });
    expect(container.querySelector('.ant-picker')?.className).toMatch(/ant-picker-disabled/);
  });

  test('the read-only twin joins the ends per language', () => {
    const form = createForm({ readPretty: true, values: { r: ['08:00:00', '17:30:00'] } });
    renderForm({}, {}, form);
    expect(screen.getByText('08:00:00 至 17:30:00')).toBeTruthy();
    act(() => setEngineLanguage('en'));
    expect(screen.getByText('08:00:00 ~ 17:30:00')).toBeTruthy();
  });
});
