import { act, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { setEngineLanguage } from '../../engine-core/i18n';
import entries, { UnknownWidget } from '.';
import { valueSummary } from './valueSummary';

const byKey = Object.fromEntries(entries.map((e) => [e.key, e]));
const SchemaField = createSchemaField({
  components: { UnknownWidget, ...Object.fromEntries(entries.map((e) => [e.key, e.component])) },
});

function renderField(key: string, value: unknown, component = key, extra: Record<string, unknown> = {}) {
  const entry = byKey[key];
  const form = createForm({ values: value === undefined ? {} : { f: value } });
  render(
    <FormProvider form={form}>
      <SchemaField
        schema={{
          type: 'object',
          properties: { f: { type: entry?.valueType ?? 'string', 'x-component': component, ...extra } },
        }}
      />
    </FormProvider>,
  );
  return form;
}

const expected = ['location'];

describe('unavailable widgets', () => {
  afterEach(() => act(() => setEngineLanguage('zh')));

  it('registers every pending jnpfKey, marked unavailable', () => {
    expect(entries.map((e) => e.key).sort()).toEqual([...expected].sort());
    expect(entries.every((e) => e.unavailable === true)).toBe(true);
  });

  it.each([['location', 'string', '']] as const)(
    '%s has the designer value type %s and default %j',
    (key, valueType, defaultValue) => {
      expect(byKey[key].valueType).toBe(valueType);
      expect(byKey[key].defaultValue).toEqual(defaultValue);
    },
  );

  it('every pending widget may sit in a child table', () => {
    expect(entries.filter((e) => !e.allowedInTable).map((e) => e.key)).toEqual([]);
  });

  it.each([
    ['zh', '定位（location）组件暂未开放'],
    ['zhtw', '定位（location）元件暫未開放'],
    ['en', 'Location (location) is not available yet'],
  ] as const)('says so clearly in %s', (lang, text) => {
    setEngineLanguage(lang);
    renderField('location', undefined);
    expect(screen.getByRole('note').textContent).toContain(text);
  });

  it('keeps an existing value untouched and shows it', async () => {
    const form = renderField('location', 'seat-12');
    expect(screen.getByRole('note').textContent).toContain('已保存的值：seat-12');
    await act(async () => screen.getByRole('note').click());
    expect(form.values.f).toBe('seat-12');
    await expect(form.submit((values) => values)).resolves.toEqual({ f: 'seat-12' });
  });
});

describe('UnknownWidget', () => {
  it('names the unknown key given as a prop', () => {
    renderField('', undefined, 'UnknownWidget', { type: 'void', 'x-component-props': { jnpfKey: 'fancyWidget' } });
    expect(screen.getByRole('note').textContent).toBe('未知组件：fancyWidget');
  });

  it('falls back to x-data.jnpfKey', () => {
    renderField('', undefined, 'UnknownWidget', { type: 'void', 'x-data': { jnpfKey: 'divide' } });
    expect(screen.getByRole('note').textContent).toBe('未知组件：divide');
  });
});

describe('valueSummary', () => {
  it.each([
    [undefined, ''],
    ['', ''],
    [[], ''],
    ['u1', 'u1'],
    [['a', 'b'], 'a, b'],
    [[{ name: '章程.pdf' }, { fullName: '张三' }], '章程.pdf, 张三'],
    [{ id: 'x' }, 'x'],
    ['x'.repeat(200), `${'x'.repeat(117)}…`],
  ])('%j → %j', (value, text) => expect(valueSummary(value)).toBe(text));
});
