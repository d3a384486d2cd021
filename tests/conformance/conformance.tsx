import { act, waitFor } from '@testing-library/react';
import type { Field } from '@formily/core';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { renderWidget, type RenderedWidget } from './renderWidget';
import { describeValue, enabledControls, isEmptyish, looksEmpty, matchesDisplay } from './checks';

/**
 * The checks of the widget conformance suite, one function per check: each renders the entry the way the
 * adapter does and throws a message naming the widget when the entry does not conform. widgets.test.tsx runs
 * them over the registry; suite.test.tsx proves each can fail.
 */

export const LABEL = '会员名称';

const settle = () => act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
const textOf = (r: RenderedWidget) => r.control.textContent ?? '';

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function eventually(condition: () => boolean, message: () => string): Promise<void> {
  try {
    await waitFor(() => assert(condition(), 'not yet'), { timeout: 1500 });
  } catch {
    throw new Error(message());
  }
}

/** Not built yet: a notice, in a form item marked data-unavailable="true". */
export async function checkUnavailable(entry: WidgetEntry): Promise<void> {
  const r = renderWidget(entry, { title: LABEL, value: entry.sample?.value });
  assert(r.item.getAttribute('data-unavailable') === 'true', `${entry.key}: the form item is not marked unavailable`);
  await settle();
  assert(textOf(r).trim().length > 0, `${entry.key}: no notice is rendered`);
}

/** Renders; a widget without a value (display, container) shows its sample.display. */
export async function checkRender(entry: WidgetEntry, hasValue: boolean): Promise<void> {
  const r = renderWidget(entry, { title: LABEL });
  const display = entry.sample?.display;
  if (hasValue || display === undefined) return;
  await eventually(
    () => matchesDisplay(textOf(r), display),
    () => `${entry.key}: shows "${textOf(r)}", not ${String(display)}`,
  );
}

/** (a) Inside a FormItem whose label shows the field's title, beside (not inside) the widget. */
export async function checkLabel(entry: WidgetEntry): Promise<void> {
  const r = renderWidget(entry, { title: LABEL });
  const label = r.item.querySelector('.ant-formily-item-label label');
  assert(label?.textContent === LABEL, `${entry.key}: the FormItem shows no label "${LABEL}"`);
  assert(!label.closest('[hidden], [style*="display: none"]'), `${entry.key}: the label is hidden`);
  const control = r.item.querySelector('.ant-formily-item-control');
  assert(control && !control.contains(label), `${entry.key}: the widget does not render in the FormItem's control`);
  await settle();
  const content = control.querySelector('.ant-formily-item-control-content-component') ?? control;
  assert(content.childNodes.length > 0, `${entry.key}: nothing renders in the FormItem`);
}

/** (b) With the field disabled, nothing can be operated (the control is disabled, or the twin is shown). */
export async function checkDisabled(entry: WidgetEntry): Promise<void> {
  const r = renderWidget(entry, { title: LABEL, value: entry.sample?.value, pattern: 'disabled' });
  await settle();
  const enabled = enabledControls(r.control);
  assert(enabled.length === 0, `${entry.key}: still enabled when disabled: ${enabled.join(', ')}`);
}

/** (c) The read-only twin shows sample.display for sample.value, with no input. */
export async function checkReadOnly(entry: WidgetEntry): Promise<void> {
  const sample = entry.sample ?? {};
  assert(sample.value !== undefined, `${entry.key}: the entry has no sample.value`);
  assert(sample.display !== undefined, `${entry.key}: the entry has no sample.display`);
  const display = sample.display;
  const r = renderWidget(entry, { title: LABEL, value: sample.value, pattern: 'readPretty' });
  await eventually(
    () => matchesDisplay(textOf(r), display),
    () => `${entry.key}: the twin shows "${textOf(r)}" for ${describeValue(sample.value)}, expected ${String(display)}`,
  );
  assert(!r.control.querySelector('input:not([type="hidden"]), textarea'), `${entry.key}: the twin has an input`);
}

/** (d) sample.value set through form.setValues comes back from form.values unchanged. */
export async function checkRoundTrip(entry: WidgetEntry): Promise<void> {
  const value = entry.sample?.value;
  assert(value !== undefined, `${entry.key}: the entry has no sample.value`);
  const r = renderWidget(entry, { title: LABEL });
  await settle();
  act(() => r.form.setValues({ [r.name]: value }));
  await settle();
  const back = r.form.values[r.name];
  assert(
    JSON.stringify(back) === JSON.stringify(value) && typeof back === typeof value,
    `${entry.key}: ${describeValue(value)} came back as ${describeValue(back)}`,
  );
}

/** (e) Set to emptyValue, the form keeps emptyValue and the twin no longer shows the sample (the empty look). */
export async function checkEmpty(entry: WidgetEntry): Promise<void> {
  const sample = entry.sample ?? {};
  const r = renderWidget(entry, { title: LABEL, value: sample.value });
  await settle();
  act(() => r.form.setValuesIn(r.name, entry.emptyValue));
  await settle();
  const kept = r.form.getValuesIn(r.name);
  assert(
    JSON.stringify(kept) === JSON.stringify(entry.emptyValue) && typeof kept === typeof entry.emptyValue,
    `${entry.key}: emptyValue ${describeValue(entry.emptyValue)} became ${describeValue(kept)}`,
  );
  act(() => (r.form.query(r.name).take() as Field).setPattern('readPretty'));
  await settle();
  const text = textOf(r);
  if (sample.display !== undefined) {
    assert(!matchesDisplay(text, sample.display), `${entry.key}: the cleared twin still shows "${text}"`);
  }
  if (isEmptyish(entry.emptyValue)) {
    assert(looksEmpty(text), `${entry.key}: the cleared twin shows "${text}" instead of the empty look`);
  }
}
