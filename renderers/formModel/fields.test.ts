import type { ISchema } from '@formily/react';
import { formDataToSchema } from './formDataToSchema';
import type { FieldModel, FormModel } from './types';
import { testRegistry } from './__fixtures__/testRegistry';
import { grid } from './__fixtures__/schemaAccess';

const convert = (model: FormModel | string, language: 'zh' | 'en' = 'zh') =>
  formDataToSchema(model, { registry: testRegistry, language });
const one = (field: FieldModel, model: FormModel = {}): ISchema => {
  const { schema } = convert({ ...model, fields: [field] });
  return Object.values(grid(schema))[0] as ISchema;
};

describe('a field becomes a schema node', () => {
  test('component = jnpfKey, FormItem with data attributes, label, tooltip and label width', () => {
    const node = one(
      {
        __vModel__: 'age',
        __config__: { jnpfKey: 'input', label: '年龄', tipLabel: '周岁', labelWidth: 140, span: 12, formId: 7 },
        placeholder: '请输入',
        style: { width: '100%' },
        on: { change: '({ data }) => data', blur: '   ' },
        __slot__: { prepend: 'x' },
        clearable: true,
        maxlength: 3,
      },
      { labelSuffix: '：' },
    );
    expect(node).toMatchObject({
      type: 'string',
      title: '年龄',
      'x-component': 'input',
      'x-decorator': 'FormItem',
      'x-decorator-props': {
        'data-jnpf-key': 'input',
        'data-field': 'age',
        label: '年龄：',
        tooltip: '周岁',
        labelWidth: 140,
      },
      'x-component-props': { placeholder: '请输入', clearable: true, maxlength: 3 },
      'x-data': { span: 12, jnpfKey: 'input', on: { change: '({ data }) => data' } },
    });
    const props = node['x-component-props'] as Record<string, unknown>;
    // inline styles, scripts and engine keys never reach the component; V2 slots are migrated
    expect(Object.keys(props).sort()).toEqual(['addonBefore', 'clearable', 'maxlength', 'placeholder']);
    expect(node['x-data'].config).toMatchObject({ label: '年龄', formId: 7, tipLabel: '周岁' });
    expect(node['x-decorator-props']).not.toHaveProperty('data-unavailable');
  });

  test('no label when showLabel is off; no per-field label width when labels sit on top', () => {
    const hidden = one({ __vModel__: 'a', __config__: { jnpfKey: 'input', label: 'A', showLabel: false } });
    expect(hidden.title).toBeUndefined();
    expect(hidden['x-decorator-props']).not.toHaveProperty('label');
    const top = one(
      { __vModel__: 'a', __config__: { jnpfKey: 'input', label: 'A', labelWidth: 90 } },
      { labelPosition: 'top' },
    );
    expect(top['x-decorator-props']).not.toHaveProperty('labelWidth');
  });

  test('options config reaches the component next to the designer props', () => {
    const node = one({
      __vModel__: 'city',
      __config__: {
        jnpfKey: 'select',
        dataType: 'dynamic',
        dictionaryType: '',
        propsUrl: 'if-1',
        templateJson: [{ field: 'p', relationField: 'province', sourceType: 1 }],
        startTimeRule: true,
      },
      options: [{ id: '1', fullName: 'A' }],
      props: { label: 'fullName', value: 'id' },
      multiple: true,
    });
    expect(node['x-component-props']).toEqual({
      dataType: 'dynamic',
      dictionaryType: '',
      propsUrl: 'if-1',
      templateJson: [{ field: 'p', relationField: 'province', sourceType: 1 }],
      startTimeRule: true,
      options: [{ id: '1', fullName: 'A' }],
      props: { label: 'fullName', value: 'id' },
      multiple: true,
    });
  });

  test('disabled becomes the field state, not a component prop; readonly stays a prop', () => {
    const node = one({ __vModel__: 'a', __config__: { jnpfKey: 'input' }, disabled: true, readonly: true });
    expect(node['x-disabled']).toBe(true);
    expect(node['x-component-props']).toEqual({ readonly: true });
    expect(one({ __vModel__: 'a', __config__: { jnpfKey: 'input' }, disabled: false })).not.toHaveProperty(
      'x-disabled',
    );
  });

  test.each([
    [{ noShow: true }, 'hidden'],
    [{ visibility: ['app'] }, 'hidden'],
    [{ visibility: ['pc', 'app'] }, undefined],
    [{}, undefined],
  ])('%j → x-display %s', (config, display) => {
    expect(one({ __vModel__: 'a', __config__: { jnpfKey: 'input', ...config } })['x-display']).toBe(display);
  });

  test('designer text is never compiled as a Formily expression', () => {
    const node = one({ __config__: { jnpfKey: 'text' }, content: '{{ alert(1) }}' });
    expect(node['x-compile-omitted']).toEqual(expect.arrayContaining(['x-component-props', 'title', 'default']));
  });
});

describe('required and regList', () => {
  const rules = (field: FieldModel, language: 'zh' | 'en' = 'zh') => {
    const { schema } = convert({ fields: [field] }, language);
    return Object.values(grid(schema))[0]['x-validator'] as Record<string, unknown>[];
  };

  test.each([
    [{ __config__: { jnpfKey: 'input', label: '姓名', required: true } }, '姓名不能为空'],
    [{ __config__: { jnpfKey: 'input', label: '姓名', required: true }, placeholder: '请输入姓名' }, '请输入姓名'],
    [{ __config__: { jnpfKey: 'checkbox', label: '爱好', required: true, defaultValue: [] } }, '请至少选择一个爱好'],
    // a chosen value without a placeholder says 请选择 like the others; the model's placeholder wins
    [{ __config__: { jnpfKey: 'radio', label: '会员等级', required: true } }, '请选择'],
    [{ __config__: { jnpfKey: 'select', label: '会员', required: true } }, '请选择'],
    [{ __config__: { jnpfKey: 'datePicker', label: '日期', required: true } }, '请选择'],
    [{ __config__: { jnpfKey: 'select', label: '会员', required: true }, placeholder: '请选择会员' }, '请选择会员'],
    [{ __config__: { jnpfKey: 'switch', label: '发票', required: true } }, '发票不能为空'],
    [
      { __config__: { jnpfKey: 'select', label: '标签', required: true }, multiple: true, placeholder: '请选择' },
      '请至少选择一个标签',
    ],
  ])('%j says %s', (field, message) => {
    expect(rules({ __vModel__: 'f', ...field } as FieldModel)[0]).toEqual({
      required: true,
      message,
      triggerType: 'onInput',
    });
  });

  test('messages follow the language asked for', () => {
    expect(
      rules({ __vModel__: 'f', __config__: { jnpfKey: 'input', label: 'Name', required: true } }, 'en')[0].message,
    ).toBe('Name is required');
    expect(
      rules({ __vModel__: 'f', __config__: { jnpfKey: 'radio', label: 'Level', required: true } }, 'en')[0].message,
    ).toBe('Please select');
  });

  test('string patterns become RegExps; bad ones are reported and skipped', () => {
    const { schema, diagnostics } = convert({
      fields: [
        {
          __vModel__: 'code',
          __config__: {
            jnpfKey: 'input',
            label: '编码',
            trigger: 'blur',
            regList: [
              { pattern: '/^\\d+$/g', message: '只能输入数字' },
              { pattern: '/[a-/', message: 'bad' },
              { pattern: '/^.{2,}$/' },
              { pattern: '' },
            ],
          },
        },
      ],
    });
    const validators = grid(schema).code['x-validator'] as Array<{
      pattern: RegExp;
      message: string;
      triggerType: string;
    }>;
    expect(validators).toHaveLength(2);
    expect(validators[0].pattern).toBeInstanceOf(RegExp);
    expect(validators[0].pattern.test('123')).toBe(true);
    expect(validators[0].pattern.test('12a')).toBe(false);
    expect(validators[0]).toMatchObject({ message: '只能输入数字', triggerType: 'onBlur' });
    expect(validators[1].message).toBe('编码格式不正确');
    expect(diagnostics).toEqual([
      expect.objectContaining({
        code: 'patternInvalid',
        severity: 'warning',
        path: 'fields[0].__config__.regList[1].pattern',
        label: '编码',
      }),
    ]);
  });

  test('display widgets get no rules even when marked required', () => {
    expect(rules({ __config__: { jnpfKey: 'text', required: true, regList: [{ pattern: '/x/' }] } })).toBeUndefined();
  });
});

describe('defaults and values', () => {
  test('the model default wins, the registry default fills in, display widgets have none', () => {
    const { fields, schema } = convert({
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'switch', defaultValue: 1 } },
        { __vModel__: 'b', __config__: { jnpfKey: 'switch' } },
        { __vModel__: 'c', __config__: { jnpfKey: 'checkbox' } },
        { __config__: { jnpfKey: 'text', defaultValue: 'x', formId: 4 } },
        { __vModel__: 'd', __config__: { jnpfKey: 'input' } },
      ],
    });
    const props = grid(schema);
    expect([props.a.default, props.b.default, props.c.default]).toEqual([1, 0, []]);
    expect(props.text_4).not.toHaveProperty('default');
    expect(fields.map((f) => [f.key, f.defaultValue, f.emptyValue, f.multiple])).toEqual([
      ['a', 1, 0, false],
      ['b', 0, 0, false],
      ['c', [], [], true],
      ['text_4', 'x', undefined, false],
      ['d', undefined, undefined, false],
    ]);
    expect(props.d).not.toHaveProperty('default');
  });

  test('what is stored: data fields yes; display widgets and calculate without isStorage no', () => {
    const { fields } = convert({
      fields: [
        { __vModel__: 'a', __config__: { jnpfKey: 'input' } },
        { __vModel__: 'total', __config__: { jnpfKey: 'calculate' }, isStorage: 0 },
        { __vModel__: 'kept', __config__: { jnpfKey: 'calculate' }, isStorage: 1 },
        { __config__: { jnpfKey: 'divider', formId: 9 } },
      ],
    });
    expect(fields.map((f) => [f.key, f.stored, f.isVoid])).toEqual([
      ['a', true, false],
      ['total', false, false],
      ['kept', true, false],
      ['divider_9', false, true],
    ]);
  });
});

describe('unknown, unavailable and malformed fields', () => {
  test('an unknown key becomes the placeholder, marked unavailable, warned once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const model = {
      fields: [
        { __vModel__: 'x', __config__: { jnpfKey: 'hologram', label: '全息' } },
        { __vModel__: 'y', __config__: { jnpfKey: 'hologram' } },
      ],
    };
    const { schema, diagnostics, fields } = convert(model);
    convert(model);
    const node = grid(schema).x;
    expect(node).toMatchObject({
      'x-component': 'UnknownWidget',
      'x-component-props': { jnpfKey: 'hologram', label: '全息' },
      'x-decorator-props': { 'data-jnpf-key': 'hologram', 'data-field': 'x', 'data-unavailable': 'true' },
    });
    expect(fields[0]).toMatchObject({ unknown: true, stored: true });
    expect(diagnostics.map((d) => d.text)).toEqual([
      'fields[0].__config__.jnpfKey "全息": 未知控件 "hologram"，显示为占位',
      'fields[1].__config__.jnpfKey: 未知控件 "hologram"，显示为占位',
    ]);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  test('a registered but unavailable widget keeps its own component and is marked', () => {
    const node = one({ __vModel__: 'files', __config__: { jnpfKey: 'uploadFile' } });
    expect(node['x-component']).toBe('uploadFile');
    expect(node['x-decorator-props']).toMatchObject({ 'data-unavailable': 'true' });
  });

  test('located diagnostics: missing config, missing key, duplicate __vModel__, junk entries', () => {
    const { diagnostics, schema } = convert(
      {
        fields: [
          { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '甲' } },
          'junk' as unknown as FieldModel,
          { __vModel__: 'b' },
          { __vModel__: 'a', __config__: { jnpfKey: 'input', label: '乙' } },
          { __vModel__: 'c', __config__: { label: '丙' } },
        ],
      },
      'en',
    );
    expect(diagnostics.map((d) => d.text)).toEqual([
      'fields[1]: a field must be an object',
      'fields[2].__config__: missing',
      'fields[3] "乙": __vModel__ "a" used twice',
      'fields[4].__config__.jnpfKey "丙": missing',
    ]);
    expect(Object.keys(grid(schema))).toEqual(['a', 'a_2', 'c']);
  });

  test('a JSON string is parsed; broken JSON is one diagnostic and an empty form', () => {
    expect(
      convert(JSON.stringify({ fields: [{ __vModel__: 'a', __config__: { jnpfKey: 'input' } }] })).fields,
    ).toHaveLength(1);
    expect(convert(JSON.stringify({ formData: JSON.stringify({ fields: [] }) })).diagnostics).toEqual([]);
    const broken = convert('{ fields: [', 'en');
    expect(broken.diagnostics).toHaveLength(1);
    expect(broken.diagnostics[0]).toMatchObject({ code: 'notJson', severity: 'error', path: '' });
    expect(grid(broken.schema)).toEqual({});
  });
});
