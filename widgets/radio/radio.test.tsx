import { act, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';

const options = [
  { id: 1, fullName: '甲' },
  { id: 2, fullName: '乙', disabled: true },
  { id: 3, fullName: '丙' },
];
const radios = (item: HTMLElement) => [...item.querySelectorAll<HTMLInputElement>('input[type="radio"]')];

describe('radio widget', () => {
  test('choosing an option stores its value (with its type)', () => {
    const { form, item } = renderWidget(entry, { props: { options } });
    expect(item.textContent).toContain('甲');
    act(() => radios(item)[2].click());
    expect(form.values.field).toBe(3);
  });

  test('a stored "1" selects the option 1; disabled options cannot be chosen', () => {
    const { form, item } = renderWidget(entry, { props: { options }, value: '1' });
    expect(radios(item)[0].checked).toBe(true);
    expect(radios(item)[1].disabled).toBe(true);
    act(() => radios(item)[1].click());
    expect(form.values.field).toBe('1');
  });

  test.each<[string, Record<string, unknown>, string]>([
    ['vertical', { direction: 'vertical' }, '.ant-space-vertical'],
    ['horizontal', { direction: 'horizontal' }, '.ant-space-horizontal'],
    ['buttons', { optionType: 'button' }, '.ant-radio-button-wrapper'],
    ['solid buttons', { optionType: 'button', buttonStyle: 'solid' }, '.ant-radio-group-solid'],
  ])('%s layout', (_label, props, selector) => {
    const { item } = renderWidget(entry, { props: { options, ...props } });
    expect(item.querySelector(selector)).not.toBeNull();
  });

  test('dictionary options; the twin shows the label', async () => {
    const services = createFakeServices();
    const edit = renderWidget(entry, { props: { dataType: 'dictionary', dictionaryType: 'sex' }, services });
    await waitFor(() => expect(edit.item.textContent).toContain('女'));
    const view = renderWidget(entry, {
      name: 'v',
      props: { dataType: 'dictionary', dictionaryType: 'sex' },
      value: '2',
      pattern: 'readPretty',
      services,
    });
    await waitFor(() => expect(view.item.querySelector('.jnpf-preview-text')?.textContent).toBe('女'));
  });
});
