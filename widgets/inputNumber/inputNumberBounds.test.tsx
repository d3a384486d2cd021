import { act, fireEvent, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { boundBreach } from '../../contract/numberBounds';

/**
 * The platform's control clamped 12345678 to the max (100,000.00) without a word. Our choice: keep the value as
 * typed, show 不能大于{max} under the field and refuse the submit until it is corrected.
 */
const inputOf = (item: HTMLElement) => item.querySelector('input') as HTMLInputElement;
const messageOf = (item: HTMLElement) => item.querySelector('.ant-formily-item-error-help')?.textContent ?? '';

async function type(input: HTMLInputElement, text: string) {
  await act(async () => {
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: text } });
    fireEvent.blur(input);
  });
}

describe('boundBreach', () => {
  test.each<[unknown, unknown, unknown, ReturnType<typeof boundBreach>]>([
    [12345678, 0, 100000, { bound: 'max', limit: 100000 }],
    [100000, 0, 100000, null],
    [-1, 0, 100000, { bound: 'min', limit: 0 }],
    ['250', '0', '200', { bound: 'max', limit: 200 }],
    [null, 0, 10, null],
    ['', 0, 10, null],
    [5, undefined, undefined, null],
    [5, 'x', null, null],
  ])('%j within [%j, %j] → %j', (value, min, max, expected) => {
    expect(boundBreach(value, min, max)).toEqual(expected);
  });
});

describe('inputNumber past max', { timeout: 20_000 }, () => {
  test('the typed value is kept, the field says so and the submit is refused', async () => {
    const { form, item } = renderWidget(entry, { props: { min: 0, max: 100000, thousands: true, precision: 2 } });
    await type(inputOf(item), '12345678');
    expect(form.values.field).toBe(12345678);
    await waitFor(() => expect(messageOf(item)).toBe('不能大于100000'));
    await expect(form.submit()).rejects.not.toBeNull();
    expect(form.values.field).toBe(12345678);
  });

  test('below min says so too; a corrected value clears the message and submits', async () => {
    const { form, item } = renderWidget(entry, { props: { min: 10, max: 20 } });
    await type(inputOf(item), '3');
    await waitFor(() => expect(messageOf(item)).toBe('不能小于10'));
    await type(inputOf(item), '15');
    await waitFor(() => expect(messageOf(item)).toBe(''));
    await expect(form.submit()).resolves.toEqual({ field: 15 });
  });
});
