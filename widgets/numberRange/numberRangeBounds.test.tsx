import { act, fireEvent, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { rangeReversed } from '../../contract/numberBounds';
import { numberRangeProblem } from './NumberRange';

const messageOf = (item: HTMLElement) => item.querySelector('.ant-formily-item-error-help')?.textContent ?? '';

describe('numberRangeProblem', () => {
  test.each<[unknown, unknown, unknown, string]>([
    [[200, 100], undefined, undefined, '最小值不能大于最大值'],
    [[100, 200], undefined, undefined, ''],
    [[100, 100], undefined, undefined, ''],
    [[0, -1], undefined, undefined, '最小值不能大于最大值'],
    [[null, 5], undefined, undefined, ''],
    [[], undefined, undefined, ''],
    [[5, 500], 0, 100, '不能大于100'],
    [[-5, 50], 0, 100, '不能小于0'],
    [null, 0, 100, ''],
  ])('%j within [%j, %j] → %j', (value, min, max, expected) => {
    expect(numberRangeProblem(value, min, max, 'zh')).toBe(expected);
  });

  test('the message follows the language; rangeReversed reads numeric text', () => {
    expect(numberRangeProblem([2, 1], undefined, undefined, 'en')).toBe(
      'The minimum must not be greater than the maximum',
    );
    expect(numberRangeProblem([2, 1], undefined, undefined, 'zhtw')).toBe('最小值不能大於最大值');
    expect(rangeReversed(['200', '100'])).toBe(true);
    expect(rangeReversed(['', '100'])).toBe(false);
  });
});

describe('numberRange with start > end', { timeout: 20_000 }, () => {
  test('typing 200 then 100 shows the message and the submit is refused', async () => {
    const { form, item } = renderWidget(entry, { props: {} });
    const [low, high] = Array.from(item.querySelectorAll('input'));
    await act(async () => {
      fireEvent.change(low, { target: { value: '200' } });
      fireEvent.change(high, { target: { value: '100' } });
    });
    expect(form.values.field).toEqual([200, 100]);
    await waitFor(() => expect(messageOf(item)).toBe('最小值不能大于最大值'));
    await expect(form.submit()).rejects.not.toBeNull();
    await act(async () => {
      fireEvent.change(high, { target: { value: '300' } });
    });
    await waitFor(() => expect(messageOf(item)).toBe(''));
    await expect(form.submit()).resolves.toEqual({ field: [200, 300] });
  });

  test('an end past max is kept and said, not clamped', async () => {
    const { form, item } = renderWidget(entry, { props: { min: 0, max: 100 } });
    const [, high] = Array.from(item.querySelectorAll('input'));
    await act(async () => {
      fireEvent.focus(high);
      fireEvent.change(high, { target: { value: '500' } });
      fireEvent.blur(high);
    });
    expect(form.values.field).toEqual([null, 500]);
    await waitFor(() => expect(messageOf(item)).toBe('不能大于100'));
  });
});
