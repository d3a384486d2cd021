import { act, fireEvent, render, screen } from '@testing-library/react';
import { createFakeServices } from '../../tests/conformance/fakeServices';
import { defaultRegistry } from '../../widgets';
import { FormRenderer } from '../FormRenderer';
import { PreviewModelPage } from '../model/preview/PreviewModelPage';
import { EngineServicesProvider } from '../../engine-core/services';
import { formDataToSchema } from './formDataToSchema';
import { validateFormModel } from './validateFormModel';

/**
 * Tolerant rendering (docs/widgets.md): a model with located problems renders every field it can beside the list
 * of problems; `__vModel__` names are unique per scope (the form, each child table); a flattened field list's
 * child-table columns render under their table.
 */
type Field = Record<string, unknown>;
const input = (vModel: string, label: string, extra: Field = {}): Field => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'input', label, ...extra },
});
const table = (vModel: string, label: string, children: Field[]): Field => ({
  __vModel__: vModel,
  __config__: { jnpfKey: 'table', label, layout: 'rowFormItem', showTitle: true, children },
});
/** a column as a flattened list carries it: beside the fields, marked with its table */
const flattened = (parent: string, vModel: string, label: string) =>
  input(vModel, label, { isSubTable: true, parentVModel: parent });

const columnsOf = (formData: unknown, tableKey: string) =>
  formDataToSchema(formData, { registry: defaultRegistry })
    .fields.filter((f) => f.tableKey === tableKey)
    .map((f) => f.key);

describe('flattened field lists', () => {
  const model = {
    fields: [
      input('title', '标题'),
      table('items', '明细', [input('goods', '物品')]),
      flattened('items', 'items-qty', '数量'),
      input('remark', '备注'),
      flattened('items', 'price', '单价'),
      flattened('extras', 'note', '附注'),
    ],
  };

  test('columns carrying isSubTable/parentVModel join their table; a missing table is made for them', () => {
    const { fields, diagnostics } = formDataToSchema(model, { registry: defaultRegistry });
    expect(diagnostics).toEqual([]);
    expect(fields.filter((f) => !f.tableKey).map((f) => f.key)).toEqual(['title', 'items', 'remark', 'extras']);
    expect(columnsOf(model, 'items')).toEqual(['goods', 'qty', 'price']);
    expect(columnsOf(model, 'extras')).toEqual(['note']);
    // the document itself is not changed
    expect(model.fields).toHaveLength(6);
  });

  test('they render as table columns, not as form fields', () => {
    const { container } = render(
      <FormRenderer formData={model} registry={defaultRegistry} services={createFakeServices()} />,
    );
    const items = container.querySelector('[data-jnpf-key="table"][data-field="items"]') as HTMLElement;
    const headers = [...items.querySelectorAll('th')].map((th) => th.textContent);
    expect(headers).toEqual(expect.arrayContaining(['物品', '数量', '单价']));
    expect([...container.querySelectorAll('[data-field]')].map((el) => el.getAttribute('data-field'))).not.toContain(
      'items-qty',
    );
  });
});

describe('__vModel__ is unique per scope', () => {
  test('columns of two child tables may share a name; two main-form fields may not', () => {
    const model = {
      fields: [
        input('name', '姓名'),
        table('members', '成员', [input('name', '成员姓名'), input('role', '角色')]),
        table('guests', '来宾', [input('name', '来宾姓名'), input('role', '角色')]),
        input('name', '重名'),
      ],
    };
    const issues = validateFormModel(model, { registry: defaultRegistry, language: 'en' }).issues;
    expect(issues.map((i) => i.text)).toEqual(['fields[3] "重名": __vModel__ "name" used twice']);
    const { diagnostics } = formDataToSchema(model, { registry: defaultRegistry, language: 'en' });
    expect(diagnostics.map((d) => d.text)).toEqual(['fields[3] "重名": __vModel__ "name" used twice']);
    expect(columnsOf(model, 'members')).toEqual(['name', 'role']);
    expect(columnsOf(model, 'guests')).toEqual(['name', 'role']);
  });

  test('flattened columns of two tables sharing a name are not duplicates either', () => {
    const model = {
      fields: [
        table('members', '成员', []),
        table('guests', '来宾', []),
        flattened('members', 'members-name', '成员姓名'),
        flattened('guests', 'guests-name', '来宾姓名'),
      ],
    };
    expect(validateFormModel(model, { registry: defaultRegistry }).issues).toEqual([]);
  });
});

describe('a model with located problems', () => {
  const broken = {
    fields: [
      input('name', '姓名'),
      { __vModel__: 'age', __config__: { label: '年龄' } },
      input('name', '重名'),
      'not a field',
      input('phone', '电话', { regList: 'no list' }),
    ],
  };

  test('validation lists the problems and still calls it renderable', () => {
    const validation = validateFormModel(broken, { registry: defaultRegistry, language: 'en' });
    expect(validation.ok).toBe(false);
    expect(validation.renderable).toBe(true);
    expect(validation.issues.map((i) => i.path)).toEqual([
      'fields[1].__config__.jnpfKey',
      'fields[2]',
      'fields[3]',
      'fields[4].__config__.regList',
    ]);
    expect(validateFormModel('{ "fields": [', { language: 'en' }).renderable).toBe(false);
  });

  test('/previewModel shows the problems and renders every other field, which can be filled and submitted', async () => {
    render(
      <EngineServicesProvider value={createFakeServices()}>
        <PreviewModelPage registry={defaultRegistry} initialSource={JSON.stringify(broken)} />
      </EngineServicesProvider>,
    );
    const errors = screen.getByTestId('model-errors');
    expect(errors.querySelectorAll('li')).toHaveLength(4);
    const form = screen.getByTestId('preview-form');
    expect(form.querySelector('[data-field="name"] input')).not.toBeNull();
    const phone = form.querySelector('[data-field="phone"] input') as HTMLInputElement;
    fireEvent.change(phone, { target: { value: '13800000000' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    });
    expect(screen.getByTestId('preview-values').textContent).toContain('13800000000');
  });
});
