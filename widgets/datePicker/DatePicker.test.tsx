import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import dayjs from 'dayjs';
import entry from './index';
import { resolveRelationPath } from './useRelationValue';

const SchemaField = createSchemaField({ components: { datePicker: entry.component } });
const at = (text: string) => dayjs(text).valueOf();

function renderForm(properties: Record<string, ISchema>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const view = render(
    <FormProvider form={f}>
      <SchemaField schema={{ type: 'object', properties }} />
    </FormProvider>,
  );
  return { form: f, ...view };
}

function field(props: Record<string, unknown> = {}): ISchema {
  return { type: 'number', 'x-component': 'datePicker', 'x-component-props': props };
}

/** Opens the picker of the n-th input and returns the title attributes of disabled cells. */
function openAndListDisabled(container: HTMLElement, index = 0): string[] {
  const input = container.querySelectorAll('input')[index];
  fireEvent.mouseDown(input);
  fireEvent.click(input);
  const panels = document.querySelectorAll('.ant-picker-dropdown');
  const panel = panels[panels.length - 1];
  return Array.from(panel.querySelectorAll('td.ant-picker-cell-disabled')).map((td) => td.getAttribute('title') ?? '');
}

afterEach(() => {
  cleanup();
});

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('datePicker', { timeout: 20_000 }, () => {
  test('shows the stored timestamp in the designer format and stores a timestamp', () => {
    const { container, form } = renderForm({ d: field({ format: 'yyyy-MM-dd' }) }, { d: at('2024-05-06 13:00') });
    expect(container.querySelector('input')?.value).toBe('2024-05-06');
    openAndListDisabled(container);
    const cell = document.querySelector('td[title="2024-05-09"]') as HTMLElement;
    fireEvent.click(cell.querySelector('.ant-picker-cell-inner') as HTMLElement);
    expect(form.values.d).toBe(at('2024-05-09'));
  });

  test.each([
    ['yyyy', '2024', '.ant-picker-year-panel'],
    ['yyyy-MM', '2024-05', '.ant-picker-month-panel'],
    ['yyyy-MM-dd HH:mm:ss', '2024-05-06 07:08:09', '.ant-picker-time-panel'],
  ])('format %s shows %s with the matching panel', (format, text, panel) => {
    const { container } = renderForm({ d: field({ format }) }, { d: at('2024-05-06 07:08:09') });
    expect(container.querySelector('input')?.value).toBe(text);
    openAndListDisabled(container);
    expect(document.querySelector(panel)).not.toBeNull();
  });

  test('fixed bounds disable the days outside them', () => {
    const { container } = renderForm(
      {
        d: field({
          startTimeRule: true,
          startTimeType: 1,
          startTimeValue: at('2024-05-10'),
          endTimeRule: true,
          endTimeType: 1,
          endTimeValue: at('2024-05-20 09:00'),
        }),
      },
      { d: at('2024-05-15') },
    );
    const disabled = openAndListDisabled(container);
    expect(disabled).toContain('2024-05-09');
    expect(disabled).not.toContain('2024-05-10');
    expect(disabled).not.toContain('2024-05-20');
    expect(disabled).toContain('2024-05-21');
  });

  test('the startTime prop bounds the picker when no rule is set', () => {
    const { container } = renderForm({ d: field({ startTime: at('2024-05-10') }) }, { d: at('2024-05-15') });
    const disabled = openAndListDisabled(container);
    expect(disabled).toContain('2024-05-09');
    expect(disabled).not.toContain('2024-05-11');
  });

  test('a bound from another field follows that field live', () => {
    const { container, form } = renderForm(
      {
        begin: field(),
        finish: field({ startTimeRule: true, startTimeType: 2, startRelationField: 'begin' }),
      },
      { begin: at('2024-05-10'), finish: at('2024-05-15') },
    );
    expect(openAndListDisabled(container, 1)).toContain('2024-05-09');
    act(() => form.setValuesIn('begin', at('2024-05-12')));
    const now = Array.from(document.querySelectorAll('td.ant-picker-cell-disabled')).map((td) =>
      td.getAttribute('title'),
    );
    expect(now).toContain('2024-05-11');
    act(() => form.setValuesIn('begin', null));
    expect(document.querySelectorAll('td[title="2024-05-01"].ant-picker-cell-disabled')).toHaveLength(0);
  });

  test('start later than end makes the picker read-only', () => {
    const { container } = renderForm({
      d: field({ startTime: at('2024-05-20'), endTime: at('2024-05-10') }),
    });
    expect(container.querySelector('.ant-picker')?.className).toMatch(/ant-picker-disabled/);
  });

  test('with a time format the boundary day limits the hours', () => {
    const { container } = renderForm(
      {
        d: field({
          format: 'yyyy-MM-dd HH:mm',
          startTimeRule: true,
          startTimeType: 1,
          startTimeValue: at('2024-05-10 09:30'),
        }),
      },
      { d: at('2024-05-10 10:00') },
    );
    openAndListDisabled(container);
    const hourColumn = document.querySelector('.ant-picker-time-panel-column') as HTMLElement;
    const disabledHours = Array.from(hourColumn.querySelectorAll('.ant-picker-time-panel-cell-disabled')).map(
      (li) => li.textContent,
    );
    expect(disabledHours).toEqual(['00', '01', '02', '03', '04', '05', '06', '07', '08']);
  });

  test('clearing stores null', () => {
    const { container, form } = renderForm({ d: field() }, { d: at('2024-05-06') });
    const clear = container.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(form.values.d).toBeNull();
  });

  test('read-only twin shows the formatted value', () => {
    const form = createForm({ readPretty: true, values: { d: at('2024-05-06 07:08') } });
    renderForm({ d: field({ format: 'yyyy-MM-dd HH:mm' }) }, {}, form);
    expect(screen.getByText('2024-05-06 07:08')).toBeTruthy();
  });
});

describe('resolveRelationPath', () => {
  test.each([
    ['begin', 'begin', 'begin'],
    ['card.finish', 'begin', 'begin'],
    ['items.3.finish', 'items-begin', 'items.3.begin'],
    ['finish', 'items-begin', 'begin'],
    [undefined, 'begin', 'begin'],
  ])('from %s, %s → %s', (fieldPath, relation, expected) => {
    expect(resolveRelationPath(fieldPath, relation)).toBe(expected);
  });
});
