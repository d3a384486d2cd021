import { fireEvent } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { formatNumberText } from './JnpfInputNumber';

const inputOf = (item: HTMLElement) => item.querySelector('input') as HTMLInputElement;

describe('inputNumber widget', () => {
  test('typing stores a number', () => {
    const { form, item } = renderWidget(entry, { props: {} });
    fireEvent.change(inputOf(item), { target: { value: '42' } });
    expect(form.values.field).toBe(42);
  });

  test('thousands: plain while typing, fixed to precision with separators on blur', () => {
    const { form, item } = renderWidget(entry, { props: { thousands: true, precision: 2 } });
    const input = inputOf(item);
    fireEvent.focus(input);
    fireEvent.keyDown(input, { key: '6' });
    fireEvent.change(input, { target: { value: '1234567.' } });
    expect(input.value).toBe('1234567.');
    fireEvent.change(input, { target: { value: '1234567.456' } });
    expect(input.value).toBe('1234567.456');
    fireEvent.blur(input);
    expect(form.values.field).toBe(1234567.46);
    expect(input.value).toBe('1,234,567.46');
  });

  test('an existing value shows with separators', () => {
    const { item } = renderWidget(entry, { props: { thousands: true, precision: 1 }, value: 9876543 });
    expect(inputOf(item).value).toBe('9,876,543.0');
  });

  test('min and max do not clamp the value on blur (the field says so instead: inputNumberBounds.test.tsx)', () => {
    const { form, item } = renderWidget(entry, { props: { min: 0, max: 10 } });
    const input = inputOf(item);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '25' } });
    fireEvent.blur(input);
    expect(form.values.field).toBe(25);
  });

  test('clearing stores null', () => {
    const { form, item } = renderWidget(entry, { props: {}, value: 5 });
    const input = inputOf(item);
    fireEvent.focus(input);
    fireEvent.change(input, { target: { value: '' } });
    fireEvent.blur(input);
    expect(form.values.field).toBeNull();
  });

  test('the Chinese amount follows the value under the input', () => {
    const { form, item } = renderWidget(entry, { props: { isAmountChinese: true }, value: 100.5 });
    expect(item.querySelector('.jnpf-amount-chinese')?.textContent).toBe('壹佰元伍角');
    fireEvent.change(inputOf(item), { target: { value: '1234567890123456' } });
    expect(form.values.field).toBeGreaterThan(1e15);
    expect(item.querySelector('.jnpf-amount-chinese')?.textContent).toBe('数字较大溢出');
  });

  test('addons and controls', () => {
    const { item } = renderWidget(entry, { props: { addonBefore: '¥', addonAfter: '元', controls: false } });
    expect(item.querySelector('.jnpf-addon-before')?.textContent).toBe('¥');
    expect(item.querySelector('.jnpf-addon-after')?.textContent).toBe('元');
    expect(item.querySelector('.ant-input-number-handler-wrap')).toBeNull();
  });

  test('the twin: formatted number, addons, Chinese amount; zero is a value', () => {
    const { item } = renderWidget(entry, {
      props: { thousands: true, precision: 2, isAmountChinese: true, addonAfter: '元' },
      value: 1234.5,
      pattern: 'readPretty',
    });
    expect(item.querySelector('input')).toBeNull();
    expect(item.querySelector('.jnpf-preview-text')?.textContent).toBe('1,234.50元壹仟贰佰叁拾肆元伍角');
    const zero = renderWidget(entry, { name: 'z', props: {}, value: 0, pattern: 'readPretty' });
    expect(zero.item.querySelector('.jnpf-preview-text')?.textContent).toBe('0');
  });

  test.each<[unknown, number | undefined, boolean | undefined, string]>([
    [1234.5, 2, true, '1,234.50'],
    [1234.5, undefined, true, '1,234.5'],
    [1234.5, 0, false, '1235'],
    ['7', 1, false, '7.0'],
    [null, 2, true, ''],
  ])('formatNumberText(%j, %j, %j) → %s', (value, precision, thousands, expected) => {
    expect(formatNumberText(value as number, precision, thousands)).toBe(expected);
  });
});
