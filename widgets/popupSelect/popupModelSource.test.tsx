import { waitFor } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeRelationForms } from '../../tests/conformance/fakeRelationForms';
import {
  clickButton,
  clickRow,
  openPopup,
  renderPopupForm,
  shown,
  tableRows,
  typeKeyword,
} from '../shared/popup/testing/popupKit';

/**
 * popupSelect and popupTableSelect over a form model (dataSource 'model'): the table lists the model's records
 * (relationForms.list, the related-form widgets' source) under the columnOptions; the value is the record id,
 * the field shows the record's relationField. (The fake model `members` holds 会员甲 … 会员戊, record-1 … 5.)
 */

const modelSource = {
  dataSource: 'model',
  modelId: 'members',
  relationField: 'memberName',
  columnOptions: [
    { value: 'memberName', label: '姓名' },
    { value: 'workUnit', label: '工作单位' },
  ],
  hasPage: true,
  pageSize: 2,
  popupTitle: '选择会员',
  clearable: true,
};

function setup(component: 'popupSelect' | 'popupTableSelect', values: Record<string, unknown> = {}, extra = {}) {
  const relationForms = createFakeRelationForms();
  const services = createFakeServices({ overrides: { relationForms } });
  const rendered = renderPopupForm(
    {
      member: { component, props: { ...modelSource, ...extra } },
      unit: { component: 'popupAttr', props: { relationField: 'member', showField: 'workUnit' } },
    },
    values,
    services,
  );
  return { ...rendered, relationForms };
}

afterEach(() => {
  document.body.innerHTML = '';
});

test('popupSelect lists the model records a page at a time under the designer columns', async () => {
  const { item, relationForms, services } = setup('popupSelect');
  openPopup(item('member'));
  expect(await tableRows()).toEqual([
    ['1', '会员甲', '南京大学'],
    ['2', '会员乙', '浙江省人民医院'],
  ]);
  expect(relationForms.calls.list).toEqual([
    {
      modelId: 'members',
      query: { currentPage: 1, pageSize: 2, relationField: 'memberName', columnOptions: 'memberName,workUnit' },
    },
  ]);
  expect(services.calls.dataInterfaceList).toEqual([]);
  typeKeyword('深圳');
  clickButton('search');
  await waitFor(async () => expect((await tableRows()).map((r) => r[1])).toEqual(['会员丁']));
  expect(relationForms.calls.list.at(-1)?.query).toMatchObject({ currentPage: 1, keyword: '深圳' });
});

test('a pick stores the record id and shows its relationField; popupAttr reads the picked record', async () => {
  const { item, form } = setup('popupSelect');
  openPopup(item('member'));
  await clickRow('会员乙');
  clickButton('confirm');
  expect(form.values.member).toBe('record-2');
  await waitFor(() => expect(shown(item('member'))).toBe('会员乙'));
  await waitFor(() => expect(item('unit').querySelector('.jnpf-popup-attr')?.textContent).toBe('浙江省人民医院'));
});

test('the record id is stored even when the designer left a propsValue', async () => {
  const { item, form } = setup('popupSelect', {}, { propsValue: 'memberNo' });
  openPopup(item('member'));
  await clickRow('会员甲');
  clickButton('confirm');
  expect(form.values.member).toBe('record-1');
});

test('a saved record id is shown by name, read once from the model', async () => {
  const { item, relationForms } = setup('popupSelect', { member: 'record-3' });
  await waitFor(() => expect(shown(item('member'))).toBe('会员丙'));
  expect(relationForms.calls.record).toEqual([{ modelId: 'members', id: 'record-3' }]);
  await waitFor(() => expect(item('unit').querySelector('.jnpf-popup-attr')?.textContent).toBe('北京航空航天大学'));
});

test('a saved id the model no longer has shows as itself', async () => {
  const { item } = setup('popupSelect', { member: 'record-gone' });
  await waitFor(() => expect(shown(item('member'))).toBe('record-gone'));
});

test('popupTableSelect over a model: the popover lists the records and a pick stores the id', async () => {
  const { item, form, relationForms } = setup('popupTableSelect');
  openPopup(item('member'));
  expect((await tableRows()).map((r) => r[1])).toEqual(['会员甲', '会员乙']);
  expect(relationForms.calls.list[0]?.modelId).toBe('members');
  await clickRow('会员甲');
  clickButton('confirm');
  expect(form.values.member).toBe('record-1');
  await waitFor(() => expect(shown(item('member'))).toBe('会员甲'));
});
