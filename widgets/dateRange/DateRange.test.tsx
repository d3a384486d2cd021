import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createForm, type Form } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import dayjs from 'dayjs';
import { setEngineLanguage } from '../../engine-core/i18n';
import entry from './index';

const SchemaField = createSchemaField({ components: { dateRange: entry.component } });
const at = (text: string) => dayjs(text).valueOf();

function renderForm(props: Record<string, unknown>, values: Record<string, unknown> = {}, form?: Form) {
  const f = form ?? createForm({ values });
  const schema: ISchema = {
    type: 'object',
    properties: { r: { type: 'array', 'x-component': 'dateRange', 'x-component-props': props } },
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

const clickCell = (title: string) =>
  fireEvent.click(document.querySelector(`td[title="${title}"] .ant-picker-cell-inner`) as HTMLElement);

afterEach(() => {
  cleanup();
  setEngineLanguage('zh');
});

// the first render pays for antd's style generation; a busy 2-core machine needs more than 5 s
describe('dateRange', { timeout: 20_000 }, () => {
  test('shows both ends and stores [start, end] timestamps', () => {
    const { container, form } = renderForm({}, { r: [at('2024-05-06'), at('2024-05-09')] });
    const inputs = container.querySelectorAll('input');
    expect([inputs[0].value, inputs[1].value]).toEqual(['2024-05-06', '2024-05-09']);
    open(container);
    clickCell('2024-05-10');
    clickCell('2024-05-20');
    expect(form.values.r).toEqual([at('2024-05-10'), at('2024-05-20')]);
  });

  test('a year-format range keeps 1 January of each year', () => {
    const { container, form } = renderForm({ format: 'yyyy' }, { r: [at('2021-07-15'), at('2022-03-01')] });
    const inputs = container.querySelectorAll('input');
    expect([inputs[0].value, inputs[1].value]).toEqual(['2021', '2022']);
    open(container);
    clickCell('2023');
    clickCell('2025');
    expect(form.values.r).toEqual([at('2023-01-01'), at('2025-01-01')]);
  });

  test('clearing stores []', () => {
    const { container, form } = renderForm({}, { r: [at('2024-05-06'), at('2024-05-09')] });
    const clear = container.querySelector('.ant-picker-clear') as HTMLElement;
    fireEvent.mouseDown(clear);
    fireEvent.mouseUp(clear);
    fireEvent.click(clear);
    expect(form.values.r).toEqual([]);
  });

  test('bounds disable the days outside them', () => {
    const { container } = renderForm(
      { startTime: at('2024-05-10'), endTime: at('2024-05-20') },
      { r: [at('2024-05-12'), at('2024-05-14')] },
    );
    open(container);
    const disabled = Array.from(document.querySelectorAll('td.ant-picker-cell-disabled')).map((td) =>
      td.getAttribute('title'),
    );
    expect(disabled).toContain('2024-05-09');
    expect(disabled).toContain('2024-05-21');
    expect(disabled).not.toContain('2024-05-10');
    expect(disabled).not.toContain('2024-05-20');
  });

  test('the read-only twin joins the ends per language', () => {
    const form = createForm({ readPretty: true, values: { r: [at('2024-05-06'), at('2024-06-01')] } });
    renderForm({}, {}, form);
    expect(screen.getByText('2024-05-06 至 2024-06-01')).toBeTruthy();
    act(() => setEngineLanguage('en'));
    expect(screen.getByText('2024-05-06 ~ 2024-06-01')).toBeTruthy();
  });

  test('an empty range shows the empty mark', () => {
    const form = createForm({ readPretty: true, values: { r: [] } });
    const { container } = renderForm({}, {}, form);
    expect(container.textContent).toBe('—');
  });
});
