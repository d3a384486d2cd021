import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createForm } from '@formily/core';
import { FormProvider, createSchemaField, type ISchema } from '@formily/react';
import { FormItem } from '@formily/antd-v5';
import entry from './index';
import attrEntry from '../relationFormAttr';
import { renderWidget } from '../../tests/conformance/renderWidget';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { createFakeRelationForms, type FakeRelationFormServices } from '../../tests/conformance/fakeRelationForms';
import { EngineServicesProvider } from '../../engine-core/services';

const props = {
  modelId: 'members',
  relationField: 'memberName',
  columnOptions: [
    { value: 'memberName', label: '姓名' },
    { value: 'workUnit', label: '工作单位' },
  ],
  hasPage: true,
  pageSize: 2,
  clearable: true,
  popupTitle: '选择会员',
};

function setup(value?: string, pattern: 'editable' | 'readPretty' = 'editable') {
  const relationForms = createFakeRelationForms();
  const services = createFakeServices({ overrides: { relationForms } });
  const rendered = renderWidget(entry, { props, value, pattern, services, title: '关联会员' });
  return { ...rendered, relationForms };
}

const trigger = (item: HTMLElement) => item.querySelector('input') as HTMLInputElement;
const dialog = () => screen.getByRole('dialog');
/** the table's body rows (antd keeps a hidden measure row) */
const names = () =>
  [...dialog().querySelectorAll('.ant-table-tbody tr.ant-table-row')].map((tr) => tr.children[2]?.textContent);
const rowOf = (name: string) =>
  [...dialog().querySelectorAll<HTMLElement>('.ant-table-tbody tr.ant-table-row')].find((tr) =>
    tr.textContent?.includes(name),
  ) as HTMLElement;
const button = (name: string) =>
  within(dialog()).getByRole('button', { name: new RegExp(name.split('').join('\\s*')) });

async function openPicker(item: HTMLElement) {
  fireEvent.click(trigger(item));
  await waitFor(() => expect(names()).toEqual(expect.arrayContaining([expect.any(String)])));
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('relationForm widget', () => {
  test('the dialog pages the model records under the designer columns', async () => {
    const { item, relationForms } = setup();
    await openPicker(item);
    expect(within(dialog()).getByText('选择会员')).toBeInstanceOf(HTMLElement);
    expect(names()).toEqual(['会员甲', '会员乙']);
    expect(dialog().textContent).toContain('共 5 条');
    expect(relationForms.calls.list[0]).toEqual({
      modelId: 'members',
      query: expect.objectContaining({
        currentPage: 1,
        pageSize: 2,
        relationField: 'memberName',
        columnOptions: 'memberName,workUnit',
      }),
    });
    fireEvent.click(dialog().querySelector('.ant-pagination-item-2') as HTMLElement);
    await waitFor(() => expect(names()).toEqual(['会员丙', '会员丁']));
    expect(dialog().querySelector('.ant-table-tbody tr.ant-table-row td:nth-child(2)')?.textContent).toBe('3');
    expect([...dialog().querySelectorAll('thead th')].map((th) => th.textContent).filter(Boolean)).toEqual([
      '序号',
      '姓名',
      '工作单位',
    ]);
  });

  test('查询 filters by keyword from page 1; 重置 empties the keyword', async () => {
    const { item, relationForms } = setup();
    await openPicker(item);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: '请输入关键词查询' }), {
      target: { value: '深圳' },
    });
    fireEvent.click(button('查询'));
    await waitFor(() => expect(names()).toEqual(['会员丁']));
    expect(relationForms.calls.list.at(-1)?.query).toMatchObject({ currentPage: 1, keyword: '深圳' });
    fireEvent.click(button('重置'));
    await waitFor(() => expect(names()).toEqual(['会员甲', '会员乙']));
    expect(relationForms.calls.list.at(-1)?.query.keyword).toBeUndefined();
  });

  test('confirm writes the record id and the field shows its relationField', async () => {
    const { form, item } = setup();
    expect(trigger(item).getAttribute('aria-label')).toBe('关联会员：打开选择数据对话框');
    fireEvent.keyDown(trigger(item), { key: 'Enter' });
    await waitFor(() => expect(names()).toEqual(['会员甲', '会员乙']));
    fireEvent.click(rowOf('会员乙'));
    fireEvent.click(button('确定'));
    expect(form.values.field).toBe('record-2');
    await waitFor(() => expect(trigger(item).value).toBe('会员乙'));
  });

  test('cancel and Esc keep the value', async () => {
    const { form, item } = setup('record-1');
    await waitFor(() => expect(trigger(item).value).toBe('会员甲'));
    await openPicker(item);
    expect(within(rowOf('会员甲')).getByRole('radio')).toHaveProperty('checked', true);
    fireEvent.click(rowOf('会员乙'));
    fireEvent.click(button('取消'));
    expect(form.values.field).toBe('record-1');
    expect(trigger(item).value).toBe('会员甲');

    await openPicker(item);
    fireEvent.click(rowOf('会员乙'));
    expect(dialog().className).not.toMatch(/zoom-leave/);
    fireEvent.keyDown(within(rowOf('会员乙')).getByRole('radio'), { key: 'Escape', keyCode: 27 });
    // the dialog starts closing (jsdom never ends antd's motion)
    expect(dialog().className).toMatch(/zoom-leave/);
    expect(form.values.field).toBe('record-1');
  });

  test('Enter confirms the selected row', async () => {
    const { form, item } = setup('record-1');
    await openPicker(item);
    fireEvent.click(rowOf('会员乙'));
    fireEvent.keyDown(within(rowOf('会员乙')).getByRole('radio', { name: '会员乙' }), { key: 'Enter' });
    expect(form.values.field).toBe('record-2');
  });

  test('clearing stores an empty string', async () => {
    const { form, item } = setup('record-3');
    await waitFor(() => expect(trigger(item).value).toBe('会员丙'));
    fireEvent.click(item.querySelector('[data-relation-clear]') as HTMLElement);
    expect(form.values.field).toBe('');
    expect(trigger(item).value).toBe('');
  });

  test('read-only: the text is a link that opens the related record', async () => {
    const { item } = setup('record-4', 'readPretty');
    const link = await within(item).findByRole('link', { name: '查看详情：会员丁' });
    expect(item.querySelector('input')).toBeNull();
    fireEvent.click(link);
    const detail = await screen.findByRole('dialog');
    expect(within(detail).getByText('关联会员')).toBeInstanceOf(HTMLElement);
    await waitFor(() => expect(detail.textContent).toContain('深圳先进技术研究院'));
    expect(detail.textContent).toContain('工作单位');
    expect(detail.textContent).toContain('memberNo');
  });

  test('read-only: the app’s record view is used when it gives one', async () => {
    const relationForms: FakeRelationFormServices = Object.assign(createFakeRelationForms(), {
      RecordView: ({ modelId, id }: { modelId: string; id: string }) => <p>{`view ${modelId}/${id}`}</p>,
    });
    const services = createFakeServices({ overrides: { relationForms } });
    const { item } = renderWidget(entry, { props, value: 'record-2', pattern: 'disabled', services });
    fireEvent.click(await within(item).findByRole('link'));
    expect(await screen.findByText('view members/record-2')).toBeInstanceOf(HTMLElement);
  });
});

describe('relationForm popupType', () => {
  const open = async (extra: Record<string, unknown>) => {
    const relationForms = createFakeRelationForms();
    const services = createFakeServices({ overrides: { relationForms } });
    const { item, form } = renderWidget(entry, { props: { ...props, ...extra }, services, title: '关联会员' });
    await openPicker(item);
    return { item, form };
  };

  test("'drawer' opens the picker in a drawer titled popupTitle, popupWidth wide; a pick still confirms", async () => {
    const { form } = await open({ popupType: 'drawer', popupWidth: '600px' });
    const drawer = dialog().closest('.ant-drawer') as HTMLElement;
    expect(drawer).toBeInstanceOf(HTMLElement);
    expect(drawer.querySelector('.ant-drawer-title')?.textContent).toBe('选择会员');
    expect((drawer.querySelector('.ant-drawer-content-wrapper') as HTMLElement).style.width).toBe('600px');
    expect(document.querySelector('.ant-modal')).toBeNull();
    fireEvent.click(rowOf('会员乙'));
    fireEvent.click(button('确定'));
    expect(form.values.field).toBe('record-2');
  });

  test("'dialog' (and no popupType) opens a dialog, 800px unless popupWidth says otherwise", async () => {
    await open({});
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('800px');
    expect(document.querySelector('.ant-drawer')).toBeNull();
    document.body.innerHTML = '';
    await open({ popupType: 'dialog', popupWidth: '1000' });
    expect((dialog().closest('.ant-modal') as HTMLElement).style.width).toBe('1000px');
  });
});

describe('relationForm transferList', () => {
  test("a pick copies the record's columns into the named fields; clearing empties them", async () => {
    const relationForms = createFakeRelationForms();
    const services = createFakeServices({ overrides: { relationForms } });
    const transferList = [{ sourceValue: 'copiedUnit', targetField: 'workUnit' }];
    const { item, form } = renderWidget(entry, { props: { ...props, transferList }, services, title: '关联会员' });
    await openPicker(item);
    fireEvent.click(rowOf('会员乙'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(form.values.copiedUnit).toBe('浙江省人民医院'));
    fireEvent.click(item.querySelector('[data-relation-clear]') as HTMLElement);
    await waitFor(() => expect(form.values.copiedUnit).toBe(''));
  });
});

function renderPair(relationForms: FakeRelationFormServices, values: Record<string, unknown>) {
  const form = createForm({ values });
  const SchemaField = createSchemaField({
    components: { FormItem, relationForm: entry.component, relationFormAttr: attrEntry.component },
  });
  const schema: ISchema = {
    type: 'object',
    properties: {
      member: { type: 'string', title: '关联会员', 'x-component': 'relationForm', 'x-component-props': props },
      unit: {
        type: 'string',
        title: '工作单位',
        'x-decorator': 'FormItem',
        'x-decorator-props': { 'data-field': 'unit' },
        'x-component': 'relationFormAttr',
        'x-component-props': { relationField: 'member_jnpfTable_transfer', showField: 'workUnit' },
      },
    },
  };
  const view = render(
    <EngineServicesProvider value={createFakeServices({ overrides: { relationForms } })}>
      <FormProvider form={form}>
        <SchemaField schema={schema} />
      </FormProvider>
    </EngineServicesProvider>,
  );
  return { form, view };
}

describe('relationFormAttr widget', () => {
  test('follows the pick of its relationForm, and empties when the pick is cleared', async () => {
    const relationForms = createFakeRelationForms();
    const { form, view } = renderPair(relationForms, { member: 'record-1' });
    const unit = () => view.container.querySelector('[data-field="unit"]')?.textContent;
    await waitFor(() => expect(unit()).toContain('南京大学'));
    expect(form.values.unit).toBe('南京大学');
    // the relationForm and its attribute read the record once for the form
    expect(relationForms.calls.record).toEqual([{ modelId: 'members', id: 'record-1' }]);

    fireEvent.click(view.container.querySelector('input') as HTMLElement);
    await waitFor(() => expect(names()).toContain('会员乙'));
    fireEvent.click(rowOf('会员乙'));
    fireEvent.click(button('确定'));
    await waitFor(() => expect(form.values.unit).toBe('浙江省人民医院'));
    expect(unit()).toContain('浙江省人民医院');
    // the picked row is known: no second read
    expect(relationForms.calls.record).toHaveLength(1);

    act(() => form.setValuesIn('member', ''));
    await waitFor(() => expect(form.values.unit).toBe(''));
  });

  test('without a pick it keeps the value it was opened with', async () => {
    const { form } = renderPair(createFakeRelationForms(), { member: '', unit: '已存单位' });
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(form.values.unit).toBe('已存单位');
  });
});
