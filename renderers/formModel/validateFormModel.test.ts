import { validateFormModel } from './validateFormModel';
import type { FieldModel } from './types';
import { testRegistry } from './__fixtures__/testRegistry';

const texts = (json: unknown, registry = testRegistry) =>
  validateFormModel(json, { registry, language: 'en' }).issues.map((i) => i.text);

const field = (vModel: string, label: string, jnpfKey = 'input'): FieldModel => ({
  __vModel__: vModel,
  __config__: { jnpfKey, label },
});

describe('validateFormModel', () => {
  test('a sound model is ok with no issues', () => {
    const result = validateFormModel(
      { fields: [field('name', '姓名'), field('age', '年龄', 'inputNumber')] },
      { registry: testRegistry },
    );
    expect(result).toMatchObject({ ok: true, issues: [] });
    expect(result.model?.fields).toHaveLength(2);
  });

  test.each([
    ['{ "fields": [', /^not JSON \(/],
    ['[1, 2]', /^must be an object$/],
    [42, /^must be an object$/],
  ])('%j is refused as a document', (json, message) => {
    const result = validateFormModel(json, { language: 'en' });
    expect(result.ok).toBe(false);
    expect(result.issues).toHaveLength(1);
    expect(result.issues[0].text).toMatch(message);
  });

  test('fields must be an array', () => {
    expect(texts({ fields: {} })).toEqual(['fields: not an array']);
    expect(texts({})).toEqual(['fields: not an array']);
  });

  test('errors name the JSON path and the field label', () => {
    expect(
      texts({
        fields: [
          field('name', '姓名'),
          field('age', '年龄'),
          { __vModel__: 'age', __config__: { jnpfKey: 'inputNumber', label: '年龄' } },
          { __vModel__: 'x', __config__: { label: '无类型' } },
          { __vModel__: 'y' },
        ],
      }),
    ).toEqual([
      'fields[2] "年龄": __vModel__ "age" used twice',
      'fields[3].__config__.jnpfKey "无类型": missing',
      'fields[4].__config__: missing',
    ]);
  });

  test('fields inside containers and panes are checked with their full path', () => {
    const issues = texts({
      fields: [
        field('a', 'A'),
        {
          __config__: {
            jnpfKey: 'tab',
            children: [{ title: 'T', __config__: { children: [field('a', '重复'), { __config__: { label: '空' } }] } }],
          },
        },
        {
          __config__: {
            jnpfKey: 'tableGrid',
            children: [
              { __config__: { children: [{ __config__: { children: [field('b', 'B'), field('b', 'B2')] } }] } },
            ],
          },
        },
      ],
    });
    expect(issues).toEqual([
      'fields[1].__config__.children[0].__config__.children[0] "重复": __vModel__ "a" used twice',
      'fields[1].__config__.children[0].__config__.children[1].__config__.jnpfKey "空": missing',
      'fields[2].__config__.children[0].__config__.children[0].__config__.children[1] "B2": __vModel__ "b" used twice',
    ]);
  });

  test('child-table columns have their own names', () => {
    const model = {
      fields: [
        field('price', '价格'),
        { __vModel__: 'items', __config__: { jnpfKey: 'table', children: [field('price', '单价')] } },
      ],
    };
    expect(validateFormModel(model, { registry: testRegistry }).ok).toBe(true);
  });

  test('warnings: unknown widget, bad regex, odd span, bad __vModel__, missing relation source', () => {
    const result = validateFormModel(
      {
        fields: [
          field('a', 'A', 'hologram'),
          {
            __vModel__: 'b',
            __config__: { jnpfKey: 'input', label: 'B', span: 30, regList: [{ pattern: '/(/', message: 'x' }] },
          },
          field('c-d', 'C'),
          {
            __vModel__: 'e',
            __config__: { jnpfKey: 'select', label: 'E', templateJson: [{ relationField: 'ghost', sourceType: 1 }] },
          },
        ],
      },
      { registry: testRegistry, language: 'en' },
    );
    expect(result.ok).toBe(true);
    expect(result.issues.map((i) => [i.severity, i.text])).toEqual([
      ['warning', 'fields[0].__config__.jnpfKey "A": unknown jnpfKey "hologram", rendered as a placeholder'],
      ['warning', 'fields[1].__config__.span "B": span must be 1–24'],
      [
        'warning',
        expect.stringMatching(/^fields\[1\]\.__config__\.regList\[0\]\.pattern "B": invalid pattern \/\(\/ \(/),
      ],
      ['warning', 'fields[2].__vModel__ "C": __vModel__ "c-d" should consist of letters, digits and underscores'],
      [
        'warning',
        'fields[3].__config__.templateJson[0].relationField "E": relationField "ghost" names no field of the form',
      ],
    ]);
  });

  test('scripts that do not compile are errors at their path', () => {
    const result = validateFormModel(
      {
        funcs: { onLoad: '() => {', beforeSubmit: '() => Promise.resolve()' },
        fields: [{ ...field('a', 'A'), on: { change: '({ data }) => data +* 1' } }],
      },
      { language: 'en' },
    );
    expect(result.ok).toBe(false);
    expect(result.issues.map((i) => i.path)).toEqual(['funcs.onLoad', 'fields[0].on.change']);
  });

  test('unknown keys are only reported when a registry is given; V2 keys are migrated first', () => {
    expect(validateFormModel({ fields: [field('a', 'A', 'hologram')] }).issues).toEqual([]);
    expect(texts({ fields: [field('a', 'A', 'comInput')] })).toEqual([]);
  });

  test('messages come in the language asked for', () => {
    const zh = validateFormModel({ fields: [field('a', 'A'), field('a', 'B')] }, { language: 'zh' });
    expect(zh.issues[0].text).toBe('fields[1] "B": __vModel__ "a" 重复使用');
  });
});
