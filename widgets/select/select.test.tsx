import { act, fireEvent, waitFor, within } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';

const options = [
  { id: 1, fullName: '苹果' },
  { id: 2, fullName: '香蕉', disabled: true },
  { id: 3, fullName: '橙子' },
];

function open(item: HTMLElement) {
  fireEvent.mouseDown(item.querySelector('.ant-select-selector') as HTMLElement);
}
/** antd renders the dropdown in a portal on document.body */
function pick(label: string) {
  const option = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find(
    (o) => o.textContent === label,
  );
  if (!option) throw new Error(`no option ${label}`);
  fireEvent.click(option);
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('select widget', () => {
  test('single: picks a value; clearing stores ""', () => {
    const { form, item } = renderWidget(entry, { props: { options, clearable: true } });
    open(item);
    act(() => pick('橙子'));
    expect(form.values.field).toBe(3);
    expect(item.querySelector('.ant-select-selection-item')?.textContent).toBe('橙子');
    fireEvent.mouseDown(item.querySelector('.ant-select-clear') as HTMLElement);
    expect(form.values.field).toBe('');
  });

  test('multiple: an array; removing the last tag stores []', () => {
    const { form, item } = renderWidget(entry, { props: { options, multiple: true }, value: [] });
    open(item);
    act(() => pick('苹果'));
    act(() => pick('橙子'));
    expect(form.values.field).toEqual([1, 3]);
    for (const remove of item.querySelectorAll<HTMLElement>('.ant-select-selection-item-remove')) {
      act(() => remove.click());
    }
    expect(form.values.field).toEqual([]);
  });

  test('disabled options cannot be picked', () => {
    const { form, item } = renderWidget(entry, { props: { options } });
    open(item);
    act(() => pick('香蕉'));
    expect(form.values.field).toBeUndefined();
  });

  test('filterable narrows the options by label', () => {
    const { item } = renderWidget(entry, { props: { options, filterable: true } });
    open(item);
    fireEvent.change(item.querySelector('input') as HTMLInputElement, { target: { value: '橙' } });
    const labels = [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);
    expect(labels).toEqual(['橙子']);
  });

  test('a stored "1" shows the label of option 1', () => {
    const { item } = renderWidget(entry, { props: { options }, value: '1' });
    expect(within(item).getByText('苹果')).toBeTruthy();
  });

  test('dictionary options keyed by enCode, multiple twin', async () => {
    const services = createFakeServices();
    const view = renderWidget(entry, {
      props: { dataType: 'dictionary', dictionaryType: 'sex', props: { value: 'enCode' }, multiple: true },
      value: ['female', 'male'],
      pattern: 'readPretty',
      services,
    });
    await waitFor(() => expect(view.item.querySelector('.jnpf-preview-text')?.textContent).toBe('女, 男'));
  });

  test('linked data-interface options follow the source field', async () => {
    const services = createFakeServices();
    const { form, item } = renderWidget(entry, {
      props: {
        dataType: 'dynamic',
        propsUrl: 'cities',
        templateJson: [{ field: 'province', sourceType: 1, relationField: 'province' }],
      },
      siblings: { province: { type: 'string' } },
      services,
    });
    act(() => form.setValuesIn('province', 'js'));
    await waitFor(() => expect(services.calls.dataInterface.at(-1)?.paramList[0].defaultValue).toBe('js'));
    open(item);
    await waitFor(() =>
      expect([...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent)).toEqual(['南京']),
    );
  });
});
