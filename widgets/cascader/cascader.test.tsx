import { act, fireEvent, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';

const options = [
  {
    id: 1,
    fullName: '浙江',
    children: [
      { id: 11, fullName: '杭州' },
      { id: 12, fullName: '宁波', disabled: true },
    ],
  },
  { id: 2, fullName: '江苏', children: [{ id: 21, fullName: '南京' }] },
];

const open = (item: HTMLElement) => fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
const menuItem = (label: string) => {
  const found = [...document.querySelectorAll<HTMLElement>('.ant-cascader-menu-item')].find(
    (n) => n.querySelector('.ant-cascader-menu-item-content')?.textContent === label,
  );
  if (!found) throw new Error(`no menu item ${label}`);
  return found;
};

afterEach(() => {
  document.body.innerHTML = '';
});

describe('cascader widget', () => {
  test('choosing a leaf stores the path of values', () => {
    const { form, item } = renderWidget(entry, { props: { options } });
    open(item);
    act(() => fireEvent.click(menuItem('江苏')));
    act(() => fireEvent.click(menuItem('南京')));
    expect(form.values.field).toEqual([2, 21]);
  });

  test('a stored path of text ids shows its labels; clearing stores []', () => {
    const { form, item } = renderWidget(entry, { props: { options, clearable: true }, value: ['1', '11'] });
    expect(item.querySelector('.ant-select-selection-item')?.textContent).toBe('浙江 / 杭州');
    fireEvent.mouseDown(item.querySelector('.ant-select-clear') as HTMLElement);
    expect(form.values.field).toEqual([]);
  });

  test('disabled nodes cannot be chosen', () => {
    const { form, item } = renderWidget(entry, { props: { options } });
    open(item);
    act(() => fireEvent.click(menuItem('浙江')));
    expect(menuItem('宁波').className).toContain('disabled');
    act(() => fireEvent.click(menuItem('宁波')));
    expect(form.values.field).toEqual([]);
  });

  test('multiple stores a list of paths', () => {
    const { form, item } = renderWidget(entry, { props: { options, multiple: true }, value: [] });
    open(item);
    act(() => fireEvent.click(menuItem('江苏')));
    const checkbox = menuItem('南京').querySelector('.ant-cascader-checkbox') as HTMLElement;
    act(() => fireEvent.click(checkbox));
    expect(form.values.field).toEqual([[2, 21]]);
  });

  test('filterable searches labels along the path', () => {
    const { item } = renderWidget(entry, { props: { options, filterable: true } });
    open(item);
    fireEvent.change(item.querySelector('input') as HTMLInputElement, { target: { value: '南' } });
    expect(document.querySelector('.ant-cascader-menu')?.textContent).toContain('南京');
  });

  test.each<[string, Record<string, unknown>, unknown, string]>([
    ['single path', { options }, [1, 11], '浙江/杭州'],
    [
      'several paths',
      { options, multiple: true },
      [
        [1, 11],
        ['2', '21'],
      ],
      '浙江/杭州, 江苏/南京',
    ],
  ])('the twin shows labels joined by / (%s)', (_label, props, value, text) => {
    const { item } = renderWidget(entry, { props, value, pattern: 'readPretty' });
    expect(item.querySelector('.jnpf-preview-text')?.textContent).toBe(text);
  });

  test('dictionary tree options', async () => {
    const view = renderWidget(entry, {
      props: { dataType: 'dictionary', dictionaryType: 'region' },
      value: ['east', 'js'],
      pattern: 'readPretty',
      services: createFakeServices(),
    });
    await waitFor(() => expect(view.item.querySelector('.jnpf-preview-text')?.textContent).toBe('华东/江苏'));
  });
});
