import { act, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';

const options = [
  { id: 1, fullName: '甲' },
  { id: 2, fullName: '乙', disabled: true },
  { id: 3, fullName: '丙' },
];
const boxes = (item: HTMLElement) => [...item.querySelectorAll<HTMLInputElement>('input[type="checkbox"]')];

describe('checkbox widget', () => {
  test('checking and unchecking keeps an array', () => {
    const { form, item } = renderWidget(entry, { props: { options }, value: [] });
    act(() => boxes(item)[0].click());
    act(() => boxes(item)[2].click());
    expect(form.values.field).toEqual([1, 3]);
    act(() => boxes(item)[0].click());
    expect(form.values.field).toEqual([3]);
    act(() => boxes(item)[2].click());
    expect(form.values.field).toEqual([]);
  });

  test('stored text values check numeric options; disabled options stay unchecked', () => {
    const { item } = renderWidget(entry, { props: { options }, value: ['1', '3'] });
    expect(boxes(item).map((b) => b.checked)).toEqual([true, false, true]);
    expect(boxes(item)[1].disabled).toBe(true);
  });

  test('vertical direction', () => {
    const { item } = renderWidget(entry, { props: { options, direction: 'vertical' } });
    expect(item.querySelector('.ant-space-vertical')).not.toBeNull();
  });

  test('data-interface options; the twin lists the labels', async () => {
    const services = createFakeServices();
    const view = renderWidget(entry, {
      props: { dataType: 'dynamic', propsUrl: 'colours' },
      value: ['g', 'r'],
      pattern: 'readPretty',
      services,
    });
    await waitFor(() => expect(view.item.querySelector('.jnpf-preview-text')?.textContent).toBe('绿, 红'));
  });
});
