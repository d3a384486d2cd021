import { act, render, screen } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField } from '@formily/react';
import { setEngineLanguage } from '../../engine-core/i18n';
import { defaultRegistry } from '..';
import entries, { UnknownWidget, pendingEntry } from '.';
import { pendingSingle, pendingWidgets } from './catalogue';
import { valueSummary } from './valueSummary';

/**
 * Every widget is built today, so the catalogue is empty; the mechanism is checked with a made-up pending
 * widget, as the designer would add one before its widget exists.
 */
const future = pendingEntry(
  pendingSingle('futureMap', { zh: '未来地图', zhtw: '未來地圖', en: 'Future map' }, '', 'x'),
);
const SchemaField = createSchemaField({ components: { UnknownWidget, futureMap: future.component } });

function renderField(value: unknown, component = 'futureMap', extra: Record<string, unknown> = {}) {
  const form = createForm({ values: value === undefined ? {} : { f: value } });
  render(
    <FormProvider form={form}>
      <SchemaField
        schema={{
          type: 'object',
          properties: { f: { type: 'string', 'x-component': component, ...extra } },
        }}
      />
    </FormProvider>,
  );
  return form;
}

describe('unavailable widgets', () => {
  afterEach(() => act(() => setEngineLanguage('zh')));

  it('registers every pending jnpfKey unavailable, and none a widget folder already builds', () => {
    expect(entries.map((e) => e.key)).toEqual(pendingWidgets.map((w) => w.key));
    const built = defaultRegistry.entries().filter((e) => !e.unavailable);
    expect(built.filter((e) => pendingWidgets.some((w) => w.key === e.key)).map((e) => e.key)).toEqual([]);
    // the last widget built out of this catalogue is a real entry now, not a notice
    const location = defaultRegistry.get('location');
    expect([location?.key, location?.unavailable ?? false]).toEqual(['location', false]);
  });

  it('a pending entry keeps the designer value type, default and child-table permission, marked unavailable', () => {
    expect(future).toMatchObject({
      key: 'futureMap',
      valueType: 'string',
      defaultValue: '',
      emptyValue: '',
      allowedInTable: true,
      unavailable: true,
      sample: { value: 'x', display: 'x' },
    });
  });

  it.each([
    ['zh', '未来地图（futureMap）组件暂未开放'],
    ['zhtw', '未來地圖（futureMap）元件暫未開放'],
    ['en', 'Future map (futureMap) is not available yet'],
  ] as const)('says so clearly in %s', (lang, text) => {
    setEngineLanguage(lang);
    renderField(undefined);
    expect(screen.getByRole('note').textContent).toContain(text);
  });

  it('keeps an existing value untouched and shows it', async () => {
    const form = renderField('seat-12');
    expect(screen.getByRole('note').textContent).toContain('已保存的值：seat-12');
    await act(async () => screen.getByRole('note').click());
    expect(form.values.f).toBe('seat-12');
    await expect(form.submit((values) => values)).resolves.toEqual({ f: 'seat-12' });
  });
});

describe('UnknownWidget', () => {
  it('names the unknown key given as a prop', () => {
    renderField(undefined, 'UnknownWidget', { type: 'void', 'x-component-props': { jnpfKey: 'fancyWidget' } });
    expect(screen.getByRole('note').textContent).toBe('未知组件：fancyWidget');
  });

  it('falls back to x-data.jnpfKey', () => {
    renderField(undefined, 'UnknownWidget', { type: 'void', 'x-data': { jnpfKey: 'divide' } });
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
