import { act, fireEvent, waitFor, within } from '@testing-library/react';
import type { ISchema } from '@formily/react';
import type { WidgetEntry } from '../../../engine-core/widgetTypes';
import { createFakeServices } from '../../../tests/conformance/fakeServices';
import { createFakePickers, type FakePickerServices } from '../../../tests/conformance/fakePickers';
import { renderWidget, type FieldPattern } from '../../../tests/conformance/renderWidget';

/** Driving a picker field and its dialog in component tests (the dialog renders in a portal on body). */

export function renderPicker(
  entry: WidgetEntry,
  props: Record<string, unknown>,
  options: {
    value?: unknown;
    pattern?: FieldPattern;
    siblings?: Record<string, ISchema>;
    pickers?: FakePickerServices;
  } = {},
) {
  const pickers = options.pickers ?? createFakePickers();
  const services = createFakeServices({ overrides: { pickers } });
  const rendered = renderWidget(entry, {
    props,
    value: options.value,
    pattern: options.pattern,
    services,
    siblings: options.siblings,
  });
  return { ...rendered, pickers };
}

/** the open dialog (a closed one may linger in the DOM for its closing animation) */
export const dialog = () => {
  const body = dialogBody();
  if (!body) throw new Error('no picker dialog is open');
  return body.closest('[role="dialog"]') as HTMLElement;
};

export const dialogBody = () => document.querySelector<HTMLElement>('.jnpf-picker-dialog');

export function openPicker(item: HTMLElement) {
  fireEvent.click(item.querySelector('.jnpf-picker-field') as HTMLElement);
}

export const pane = () => dialog().querySelector('.jnpf-picker-pane') as HTMLElement;

export function rowNames(): string[] {
  return [...pane().querySelectorAll('.jnpf-picker-row-name')].map((n) => n.textContent ?? '');
}

export async function findRow(name: string): Promise<HTMLElement> {
  let found: HTMLElement | undefined;
  await waitFor(() => {
    found = [...pane().querySelectorAll<HTMLElement>('.jnpf-picker-row')].find(
      (r) => r.querySelector('.jnpf-picker-row-name')?.textContent === name,
    );
    if (!found) throw new Error(`no row ${name} among ${rowNames().join(', ')}`);
  });
  return found as HTMLElement;
}

export async function clickRow(name: string) {
  fireEvent.click(await findRow(name));
}

export function selectedNames(): string[] {
  const pane = within(dialog()).getByRole('region', { name: '已选' });
  return [...pane.querySelectorAll('.jnpf-picker-selected-name')].map((n) => n.textContent ?? '');
}

export function confirm() {
  fireEvent.click(within(dialog()).getByRole('button', { name: /确\s*定/ }));
}

export function cancel() {
  fireEvent.click(within(dialog()).getByRole('button', { name: /取\s*消/ }));
}

export async function search(keyword: string) {
  const box = within(dialog()).getByPlaceholderText('请输入关键词查询');
  fireEvent.change(box, { target: { value: keyword } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter', keyCode: 13 });
  await act(async () => {});
}

export function fieldText(item: HTMLElement): string {
  return item.querySelector('.ant-select-selector')?.textContent ?? '';
}
