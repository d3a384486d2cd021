import { formDataToSchema } from './formDataToSchema';
import { migrateV2, V2_KEY_MAP } from './migrateV2';
import type { FieldModel, FormModel } from './types';
import { testRegistry } from './__fixtures__/testRegistry';
import { grid } from './__fixtures__/schemaAccess';

const migrateOne = (field: FieldModel) => migrateV2({ fields: [field] }).model.fields![0];

describe('migrateV2', () => {
  test.each(Object.entries(V2_KEY_MAP))('%s → %s', (from, to) => {
    expect(migrateOne({ __config__: { jnpfKey: from } }).__config__!.jnpfKey).toBe(to);
  });

  test('__slot__ options, prepend/append and default become props', () => {
    expect(
      migrateOne({
        __config__: { jnpfKey: 'select' },
        __slot__: { options: [{ id: '1', fullName: '一' }] },
      }),
    ).toEqual({ __config__: { jnpfKey: 'select' }, options: [{ id: '1', fullName: '一' }] });
    expect(migrateOne({ __config__: { jnpfKey: 'comInput' }, __slot__: { prepend: '¥', append: '元' } })).toMatchObject(
      {
        addonBefore: '¥',
        addonAfter: '元',
      },
    );
    expect(migrateOne({ __config__: { jnpfKey: 'divider' }, __slot__: { default: '分割' } }).content).toBe('分割');
  });

  test('kebab-case props become camelCase (show-word-limit is showCount)', () => {
    const field = migrateOne({
      __config__: { jnpfKey: 'comInput' },
      'prefix-icon': 'icon-a',
      'show-word-limit': true,
      'show-password': false,
      autosize: { minRows: 2 },
      style: { 'text-align': 'left' },
    });
    expect(field).toEqual({
      __config__: { jnpfKey: 'input' },
      prefixIcon: 'icon-a',
      showCount: true,
      showPassword: false,
      autoSize: { minRows: 2 },
      style: { 'text-align': 'left' },
    });
  });

  test('el-tab with tab-position and tab-click becomes a V3 tab; V2 panes get names', () => {
    const field = migrateOne({
      __config__: {
        tag: 'el-tab',
        active: 0,
        span: '24',
        children: [{ title: 'Tab 1', __config__: { children: [] } }],
      },
      'tab-position': 'left',
      on: { 'tab-click': '({ data }) => data' },
    });
    expect(field).toMatchObject({
      __config__: { jnpfKey: 'tab', active: '0', span: 24, children: [{ title: 'Tab 1', name: '0' }] },
      tabPosition: 'left',
      on: { tabClick: '({ data }) => data' },
    });
  });

  test('nested V2 props move up; the text of JNPFText and the rate maximum find their V3 names', () => {
    expect(
      migrateOne({
        __config__: { jnpfKey: 'radio', props: { label: 'fullName', value: 'id' } },
      }),
    ).toEqual({ __config__: { jnpfKey: 'radio' }, props: { label: 'fullName', value: 'id' } });
    expect(
      migrateOne({
        __config__: { jnpfKey: 'cascader' },
        props: { props: { multiple: true, value: 'id', label: 'fullName' } },
      }),
    ).toMatchObject({ multiple: true, props: { value: 'id', label: 'fullName' } });
    expect(migrateOne({ __config__: { jnpfKey: 'JNPFText', defaultValue: '说明文字' } }).content).toBe('说明文字');
    expect(migrateOne({ __config__: { jnpfKey: 'rate' }, max: 10 })).toMatchObject({ count: 10 });
  });

  test('children of containers are migrated too; the form size is translated', () => {
    const { model, notes } = migrateV2({
      size: 'medium',
      fields: [
        {
          __config__: {
            jnpfKey: 'row',
            children: [{ __config__: { jnpfKey: 'numInput' }, 'controls-position': 'right' }],
          },
        },
      ],
    });
    expect(model.size).toBe('default');
    expect(model.fields![0].__config__!.children![0]).toEqual({
      __config__: { jnpfKey: 'inputNumber' },
      controlsPosition: 'right',
    });
    expect(notes.map((n) => n.path)).toEqual([
      'size',
      'fields[0].__config__.children[0].__config__.jnpfKey',
      'fields[0].__config__.children[0].controls-position',
    ]);
  });

  test('a V3 model passes unchanged, and the input is never mutated', () => {
    const v3: FormModel = {
      size: 'default',
      fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'input', children: undefined }, showCount: true }],
    };
    const frozen = structuredClone(v3);
    const { model, notes } = migrateV2(v3);
    expect(model).toEqual(frozen);
    expect(model).not.toBe(v3);
    expect(notes).toEqual([]);
    expect(v3).toEqual(frozen);
  });

  test('the adapter migrates before converting', () => {
    const { schema } = formDataToSchema(
      { fields: [{ __vModel__: 'n', __config__: { jnpfKey: 'numInput', label: '数量' } }] },
      { registry: testRegistry },
    );
    expect(grid(schema).n['x-component']).toBe('inputNumber');
  });
});
