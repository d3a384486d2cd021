import type { ISchema } from '@formily/react';
import { formDataToSchema } from './formDataToSchema';
import type { FieldModel } from './types';
import { testRegistry } from './__fixtures__/testRegistry';
import { grid, props } from './__fixtures__/schemaAccess';

const input = (vModel: string): FieldModel => ({ __vModel__: vModel, __config__: { jnpfKey: 'input', label: vModel } });
const convert = (fields: FieldModel[]) => formDataToSchema({ fields }, { registry: testRegistry, language: 'zh' });
const top = (fields: FieldModel[]) => grid(convert(fields).schema);
const keys = (node: ISchema) => Object.keys(node.properties ?? {});

describe('layout containers', () => {
  test('row: a void node with its props and span; children keep flat data paths', () => {
    const { schema, fields } = convert([
      {
        __config__: { jnpfKey: 'row', formId: 10, span: 24, layout: 'rowFormItem', children: [input('a'), input('b')] },
        type: 'flex',
        justify: 'center',
        align: 'middle',
      },
    ]);
    const row = grid(schema).row_10;
    expect(row).toMatchObject({
      type: 'void',
      'x-component': 'row',
      'x-component-props': { type: 'flex', justify: 'center', align: 'middle' },
      'x-data': { span: 24, jnpfKey: 'row' },
    });
    expect(row).not.toHaveProperty('x-decorator');
    expect(keys(row)).toEqual(['a', 'b']);
    expect(fields.map((f) => [f.path, f.address])).toEqual([
      ['a', '__grid.row_10.a'],
      ['b', '__grid.row_10.b'],
    ]);
  });

  test('card: header and shadow', () => {
    const card = top([
      { __config__: { jnpfKey: 'card', formId: 3, children: [input('a')] }, header: '基本信息', shadow: 'hover' },
    ]).card_3;
    expect(card).toMatchObject({ 'x-component': 'card', 'x-component-props': { header: '基本信息', shadow: 'hover' } });
    expect(keys(card)).toEqual(['a']);
  });

  test('tab: tabItem panes with title and name, the active pane and the tabClick script', () => {
    const tab = top([
      {
        __config__: {
          jnpfKey: 'tab',
          formId: 5,
          active: 'two',
          children: [
            { title: '一', name: 'one', __config__: { jnpfKey: 'tabItem', children: [input('a')] } },
            { title: '二', name: 'two', __config__: { children: [input('b')] } },
          ],
        },
        type: 'card',
        tabPosition: 'left',
        on: { tabClick: '({ data }) => data' },
      },
    ]).tab_5;
    expect(tab).toMatchObject({
      'x-component': 'tab',
      'x-component-props': { type: 'card', tabPosition: 'left', active: 'two' },
      'x-data': { on: { tabClick: '({ data }) => data' } },
    });
    expect(keys(tab)).toEqual(['tab_5_one', 'tab_5_two']);
    expect(props(tab).tab_5_one).toMatchObject({
      type: 'void',
      'x-component': 'tabItem',
      'x-component-props': { title: '一', name: 'one' },
    });
    expect(keys(props(tab).tab_5_two)).toEqual(['b']);
  });

  test('collapse: collapseItem panels, accordion and the open panels', () => {
    const collapse = top([
      {
        __config__: {
          jnpfKey: 'collapse',
          formId: 6,
          active: ['1'],
          children: [
            { title: '面板1', name: '1', __config__: { children: [input('a')] } },
            { title: '面板2', name: '2', __config__: { children: [] } },
          ],
        },
        accordion: true,
      },
    ]).collapse_6;
    expect(collapse['x-component-props']).toEqual({ accordion: true, active: ['1'] });
    expect(Object.values(props(collapse)).map((p) => [p['x-component'], p['x-component-props']])).toEqual([
      ['collapseItem', { title: '面板1', name: '1' }],
      ['collapseItem', { title: '面板2', name: '2' }],
    ]);
  });

  test('tableGrid: rows of cells with spans and borders', () => {
    const tableGrid = top([
      {
        __config__: {
          jnpfKey: 'tableGrid',
          formId: 8,
          borderType: 'dashed',
          borderColor: '#ccc',
          borderWidth: 2,
          children: [
            {
              __config__: {
                jnpfKey: 'tableGridTr',
                children: [
                  { __config__: { jnpfKey: 'tableGridTd', colspan: 2, rowspan: 1, children: [input('a')] } },
                  { __config__: { jnpfKey: 'tableGridTd', merged: true, children: [] } },
                ],
              },
            },
          ],
        },
      },
    ]).tableGrid_8;
    expect(tableGrid['x-component-props']).toEqual({ borderType: 'dashed', borderColor: '#ccc', borderWidth: 2 });
    const tr = Object.values(props(tableGrid))[0];
    expect(tr['x-component']).toBe('tableGridTr');
    const [td1, td2] = Object.values(props(tr));
    expect([td1['x-component'], td1['x-component-props'], keys(td1)]).toEqual([
      'tableGridTd',
      { colspan: 2, rowspan: 1 },
      ['a'],
    ]);
    expect(td2['x-component-props']).toEqual({ merged: true });
  });

  test('containers nest: a row in a card in a tab; hidden containers hide', () => {
    const { fields, schema } = convert([
      {
        __config__: {
          jnpfKey: 'tab',
          formId: 1,
          children: [
            {
              title: 'T',
              name: 't',
              __config__: {
                children: [
                  {
                    __config__: {
                      jnpfKey: 'card',
                      formId: 2,
                      noShow: true,
                      children: [{ __config__: { jnpfKey: 'row', formId: 3, children: [input('deep')] } }],
                    },
                  },
                ],
              },
            },
          ],
        },
      },
    ]);
    expect(fields[0]).toMatchObject({ path: 'deep', address: '__grid.tab_1.tab_1_t.card_2.row_3.deep' });
    const card = props(props(grid(schema).tab_1).tab_1_t).card_2;
    expect(card['x-display']).toBe('hidden');
  });

  test('an unknown key with children shows its placeholder and keeps the children', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const node = top([{ __config__: { jnpfKey: 'carousel', formId: 4, children: [input('a')] } }]);
    const wrapper = Object.values(node)[0];
    expect(wrapper['x-component']).toBe('GridLayout');
    expect(Object.values(props(wrapper)).map((p) => p['x-component'])).toEqual(['UnknownWidget', 'input']);
    warn.mockRestore();
  });
});

describe('child table', () => {
  const model: FieldModel[] = [
    input('price'),
    {
      __vModel__: 'items',
      __config__: {
        jnpfKey: 'table',
        label: '明细',
        showTitle: true,
        children: [
          { __vModel__: 'price', __config__: { jnpfKey: 'inputNumber', label: '单价', required: true } },
          { __vModel__: 'qty', __config__: { jnpfKey: 'inputNumber', label: '数量' } },
        ],
      },
      showSummary: true,
      summaryField: ['price'],
    },
  ];

  test('one array field, its columns converted into x-data.columns', () => {
    const node = top(model).items;
    expect(node).toMatchObject({
      type: 'array',
      'x-component': 'table',
      'x-decorator-props': { 'data-jnpf-key': 'table', 'data-field': 'items', 'data-unavailable': 'true' },
      'x-component-props': { showSummary: true, summaryField: ['price'], showTitle: true },
      default: [],
    });
    expect(node.properties).toBeUndefined();
    const columns = node['x-data'].columns as ISchema[];
    expect(columns.map((c) => [c.name, c['x-component'], c['x-validator']?.[0]?.message])).toEqual([
      ['price', 'inputNumber', '单价不能为空'],
      ['qty', 'inputNumber', undefined],
    ]);
  });

  test('the designer saves a table with showLabel false: its label is still the title above it, not a FormItem label', () => {
    const saved = structuredClone(model);
    (saved[1].__config__ as Record<string, unknown>).showLabel = false;
    const node = top(saved).items;
    expect(node['x-component-props']).toMatchObject({ tableTitle: '明细', showTitle: true });
    expect(node.title).toBeUndefined();
    expect(node['x-decorator-props']).not.toHaveProperty('label');
  });

  test('columns have their own names: a main-form field of the same name is not renamed', () => {
    const { fields, diagnostics } = convert(model);
    expect(diagnostics).toEqual([]);
    expect(fields.map((f) => [f.key, f.path, f.tableKey])).toEqual([
      ['price', 'price', undefined],
      ['items', 'items', undefined],
      ['price', 'items.price', 'items'],
      ['qty', 'items.qty', 'items'],
    ]);
  });
});
