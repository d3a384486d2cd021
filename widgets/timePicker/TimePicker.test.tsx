import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import entry from './index';
import { formatTimeValue } from './formatTimeValue';

const SchemaField = createSchemaField({ components: { timePicker: entry.component } });

function renderForm(properties: Record<string, ISchema>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={{ type: 'object', properties }} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

const field = (props: Record<string, unknown> = {}): ISchema => ({
  type: 'string',
  'x-component': 'timePicker',
  'x-component-props': props,
});

function open(container: HTMLElement, index = 0) {
  const input = container.querySelectorAll('input')[index];
  fireEvent.mouseDown(input);
  fireEvent.click(input);
}

/** Texts of the disabled cells of one time column (0 hours, 1 minutes, 2 seconds) of the last dropdown. */
function disabledIn(column: number): string[] {
  const dropdowns = document.querySelectorAll('.ant-picker-dropdown');
  const col = dropdowns[dropdowns.length - 1].querySelectorAll('.ant-picker-time-panel-column')[column];
  return Array.from(col.querySelectorAll('.ant-picker-time-panel-cell-disabled')).map((li) => li.textContent ?? '');
}

afterEach(() => {
  cleanup();
});

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('timePicker', { timeout: 20_000 }, () => {
  test('shows the stored text and stores HH:mm:ss text', () => {
    const { container, form } = renderForm({ t: field() }, { t: '08:30:15' });
    expect(container.querySelector('input')?.value).toBe('08:30:15');
    open(container);
    const hours = document.querySelectorAll('.ant-picker-time-panel-column')[0];
    const nine = Array.from(hours.querySelectorAll('li')).find((li) => li.textContent === '09') as HTMLElement;
    fireEvent.click(nine.querySelector('.ant-picker-time-panel-cell-inner') as HTMLElement);
    fireEvent.click(document.querySelector('.ant-picker-ok button') as HTMLElement);
    expect(form.values.t).toBe('09:30:15');
  });

  test('HH:mm format shows two columns and text without seconds', () => {
    const { container } = renderForm({ t: field({ format: 'HH:mm' }) }, { t: '08:30:15' });
    expect(container.querySelector('input')?.value).toBe('08:30');
    open(container);
    expect(document.querySelectorAll('.ant-picker-time-panel-column')).toHaveLength(2);
  });

  test('fixed bounds disable the hours, minutes and seconds outside them', () => {
    const { container } = renderForm(
      {
        t: field({
          startTimeRule: true,
          startTimeType: 1,
          startTimeValue: '09:15:00',
          endTimeRule: true,
          endTimeType: 1,
          endTimeValue: '17:00:00',
        }),
      },
      { t: '09:15:30' },
    );
    open(container);
    expect(disabledIn(0)).toEqual([
      '00',
      '01',
      '02',
      '03',
      '04',
      '05',
      '06',
      '07',
      '08',
      '18',
      '19',
      '20',
      '21',
      '22',
      '23',
    ]);
    expect(disabledIn(1)).toHaveLength(15);
  });

  test('a bound from another field follows that field live', () => {
    const { container, form } = renderForm(
      { a: field(), b: field({ endTimeRule: true, endTimeType: 2, endRelationField: 'a' }) },
      { a: '20:00:00', b: '10:00:00' },
    );
    open(container, 1);
    expect(disabledIn(0)).toEqual(['21', '22', '23']);
    act(() => form.setValuesIn('a', '22:00:00'));
    expect(disabledIn(0)).toEqual(['23']);
  });

  test('start later than end makes the picker read-only', () => {
    const { container } = renderForm({ t: field({ startTime: '12:00:00', endTime: '11:00:00' }) });
    expect(container.querySelector('.ant-picker')?.className).toMatch(/ant-picker-disabled/);
  });

  test('read-only twin shows the time', () => {
    const form = createForm({ readPretty: true, values: { t: '07:05:00' } });
    renderForm({ t: field({ format: 'HH:mm' }) }, {}, form);
    expect(screen.getByText('07:05')).toBeTruthy();
  });

  test.each([
    ['08:30:15', 'HH:mm:ss', '08:30:15'],
    ['08:30:15', 'HH:mm', '08:30'],
    ['8:5', 'HH:mm:ss', '08:05:00'],
    [null, 'HH:mm:ss', ''],
    ['soon', 'HH:mm:ss', 'soon'],
  ])('formatTimeValue(%s, %s) = %s', (value, format, expected) => {
    expect(formatTimeValue(value, format)).toBe(expected);
  });
});
