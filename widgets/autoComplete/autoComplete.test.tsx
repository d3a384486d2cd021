import { fireEvent, waitFor } from '@testing-library/react';
import entry from './index';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices, fakeInterfaces } from '../../tests/conformance/fakeServices';
import type { DataInterfaceParam } from '../../engine-core/services';
import { suggestionCap, suggestionsOf, withKeyword } from './keywordParams';

const units = ['杭州分会', '杭州学会', '宁波分会', '杭州研究院', '杭州总部', '温州分会'].map((fullName, i) => ({
  id: `u${i}`,
  fullName,
}));

/** `units` filters by its `kw` parameter itself (the @keyword one) and echoes its `region` parameter. */
const interfaces = {
  ...fakeInterfaces,
  units: (params: DataInterfaceParam[]) => {
    const kw = String(params.find((p) => p.field === 'kw')?.defaultValue ?? '');
    return units.filter((u) => u.fullName.includes(kw));
  },
};

/** a busy machine renders antd slowly: room beyond the 300 ms debounce */
const WAIT = { timeout: 4000 };

const keywordParam = { field: 'kw', relationField: '@keyword', sourceType: 4, defaultValue: '' };

function setup(props: Record<string, unknown> = {}, value?: unknown) {
  const services = createFakeServices({ interfaces });
  const rendered = renderWidget(entry, {
    props: { interfaceId: 'units', relationField: 'fullName', templateJson: [keywordParam], clearable: true, ...props },
    value,
    services,
    siblings: { region: { type: 'string', default: '浙江' } },
  });
  const input = rendered.item.querySelector('input') as HTMLInputElement;
  return { ...rendered, services, input };
}

const optionTexts = () => [...document.querySelectorAll('.ant-select-item-option')].map((o) => o.textContent);

afterEach(() => {
  document.body.innerHTML = '';
});

describe('autoComplete', () => {
  test('asks once, after the typing pauses, with the last text as keyword and in the @keyword parameter', async () => {
    const { input, services } = setup();
    fireEvent.change(input, { target: { value: '杭' } });
    fireEvent.change(input, { target: { value: '杭州' } });
    fireEvent.change(input, { target: { value: '杭州分' } });
    expect(services.calls.dataInterfaceList).toHaveLength(0);
    await waitFor(() => expect(services.calls.dataInterfaceList).toHaveLength(1), WAIT);
    const [{ id, query }] = services.calls.dataInterfaceList;
    expect(id).toBe('units');
    expect(query).toMatchObject({ currentPage: 1, pageSize: 50, keyword: '杭州分', relationField: 'fullName' });
    expect(query.paramList).toEqual([{ ...keywordParam, defaultValue: '杭州分' }]);
    await waitFor(() => expect(optionTexts()).toEqual(['杭州分会']), WAIT);
  });

  test('other parameters are read from the form; a @keyword default value is replaced too', async () => {
    const templateJson = [
      { field: 'region', relationField: 'region', sourceType: 1 },
      { field: 'kw', defaultValue: '@keyword', sourceType: 2 },
    ];
    const { input, services } = setup({ templateJson });
    fireEvent.change(input, { target: { value: '宁波' } });
    await waitFor(() => expect(services.calls.dataInterfaceList).toHaveLength(1), WAIT);
    const params = services.calls.dataInterfaceList[0].query.paramList ?? [];
    expect(params.map((p) => [p.field, p.defaultValue])).toEqual([
      ['region', '浙江'],
      ['kw', '宁波'],
    ]);
    await waitFor(() => expect(optionTexts()).toEqual(['宁波分会']), WAIT);
  });

  test('total caps the suggestions asked for and shown', async () => {
    const { input, services } = setup({ total: 2 });
    fireEvent.change(input, { target: { value: '杭州' } });
    await waitFor(() => expect(optionTexts()).toEqual(['杭州分会', '杭州学会']), WAIT);
    expect(services.calls.dataInterfaceList[0].query.pageSize).toBe(2);
  });

  test('choosing a suggestion writes its relationField value', async () => {
    const { input, form } = setup();
    fireEvent.change(input, { target: { value: '温' } });
    const option = await waitFor(() => {
      const hit = document.querySelector<HTMLElement>('.ant-select-item-option');
      if (!hit) throw new Error('no suggestion yet');
      return hit;
    }, WAIT);
    fireEvent.click(option);
    expect(form.values.field).toBe('温州分会');
    expect(input.value).toBe('温州分会');
  });

  test('the typed text is kept when nothing is chosen', async () => {
    const { input, form, services } = setup();
    fireEvent.change(input, { target: { value: '新成立的分会' } });
    fireEvent.blur(input);
    expect(form.values.field).toBe('新成立的分会');
    await waitFor(() => expect(services.calls.dataInterfaceList).toHaveLength(1), WAIT);
    expect(optionTexts()).toEqual([]);
    expect(form.values.field).toBe('新成立的分会');
  });

  test('clearing stores "" and asks nothing; the twin shows the text', async () => {
    const { item, form, services } = setup({}, '杭州学会');
    fireEvent.mouseDown(item.querySelector('.ant-select-clear') as HTMLElement);
    expect(form.values.field).toBe('');
    expect(services.calls.dataInterfaceList).toHaveLength(0);

    const twin = renderWidget(entry, { value: '宁波分会', pattern: 'readPretty', name: 'twin' });
    expect(twin.control.textContent).toBe('宁波分会');
    expect(twin.item.querySelector('input')).toBeNull();
  });
});

describe('autoComplete helpers', () => {
  test('suggestionCap: total, else 50', () => {
    expect(suggestionCap(10)).toBe(10);
    expect(suggestionCap('5')).toBe(5);
    expect(suggestionCap(undefined)).toBe(50);
    expect(suggestionCap(0)).toBe(50);
    expect(suggestionCap('x')).toBe(50);
  });

  test('withKeyword replaces only the @keyword parameters, without touching the list it was given', () => {
    const list = [
      { field: 'a', relationField: '@keyword', defaultValue: '' },
      { field: 'b', defaultValue: '@keyword' },
      { field: 'c', defaultValue: 'fixed' },
    ];
    expect(withKeyword(list, '杭').map((p) => p.defaultValue)).toEqual(['杭', '杭', 'fixed']);
    expect(list[0].defaultValue).toBe('');
  });

  test('suggestionsOf: distinct texts of the relation field, empty ones left out, capped', () => {
    const rows = [{ n: '甲' }, { n: '甲' }, { n: '' }, { n: null }, { n: 2 }, { n: '丙' }];
    expect(suggestionsOf(rows, 'n', 10)).toEqual(['甲', '2', '丙']);
    expect(suggestionsOf(rows, 'n', 2)).toEqual(['甲', '2']);
  });
});
