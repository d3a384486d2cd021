import { designerField, designerFormData, paletteProblems } from './designerModel';
import { NO_LABEL_SWITCH, PALETTE, UNSET } from './designerPalette';

/**
 * The seeded form models (fixtures/models) are what the form designer saves: only the keys it writes for each
 * jnpfKey, in its order, with the values it never lets a designer change (tests/unit/designerPalette.ts). A model
 * hand-written with `showLabel: true` on a 文本 or 分组标题 shows the widget's designer name as a label.
 */
const modules = import.meta.glob<{ formData: object }>('../../fixtures/models/*.json', {
  eager: true,
  import: 'default',
});
const fixtures = Object.entries(modules).map(([path, json]) => [path.split('/').pop()!, json] as const);

type Json = Record<string, unknown>;

/** A widget as the palette drops it, with a formId and a vModel the way the designer appends them. */
function dropped(key: string, formId: number): Json {
  const entry = PALETTE[key];
  const config = Object.fromEntries(entry.config.filter(([, v]) => v !== UNSET));
  const props = Object.fromEntries(entry.props.filter(([, v]) => v !== UNSET));
  const field: Json = { __config__: { ...config, formId, renderKey: 1720000000000 + formId } };
  return designerField({ ...field, ...props, __vModel__: `${key}Field${formId}` });
}

/** a form of these fields, with the form-level keys as the designer writes them */
const model = (fields: Json[]) => ({ ...designerFormData({ fields: [] }), fields });

describe('seeded form models are what the designer saves', () => {
  test('there are models to check', () => {
    expect(fixtures.length).toBeGreaterThan(5);
  });

  test.each(fixtures)('%s uses only the keys, order and defaults the designer writes', (_name, fixture) => {
    expect(paletteProblems(fixture.formData as Json)).toEqual([]);
  });

  test('no display or layout widget of a seeded model shows its designer name as a label', () => {
    const labelled: string[] = [];
    const walk = (list: unknown, file: string) =>
      Array.isArray(list) &&
      list.forEach((field: Json) => {
        const config = (field.__config__ ?? {}) as Json;
        // containers draw no label whatever they say; the widgets inside a form item would
        const leaf = config.layout !== 'rowFormItem';
        if (leaf && NO_LABEL_SWITCH.has(String(config.jnpfKey)) && config.showLabel !== false) {
          labelled.push(`${file}: ${String(config.jnpfKey)} ${String(config.label)}`);
        }
        walk(config.children, file);
      });
    for (const [name, fixture] of fixtures) walk((fixture.formData as Json).fields, name);
    expect(labelled).toEqual([]);
  });
});

describe('the palette check', () => {
  test('a model of every palette widget, as dropped, passes', () => {
    const fields = Object.keys(PALETTE).map((key, i) => dropped(key, 101 + i));
    expect(paletteProblems(model(fields))).toEqual([]);
  });

  test('a 文本 written with showLabel true is refused', () => {
    const text = dropped('text', 101);
    (text.__config__ as Json).showLabel = true;
    expect(paletteProblems(model([text]))).toEqual([
      'formData.fields[0].__config__.showLabel: true; the designer writes false',
    ]);
  });

  test('a key the designer does not write for the widget is refused', () => {
    const alert = dropped('alert', 101);
    (alert.__config__ as Json).regList = [];
    alert.placeholder = '请输入';
    expect(paletteProblems(model([alert]))).toEqual([
      'formData.fields[0]: keys the designer does not write: placeholder',
      'formData.fields[0].__config__: keys the designer does not write: regList',
    ]);
  });

  test('a missing key, a shuffled order and an unknown widget are refused', () => {
    const input = dropped('input', 101);
    delete input.placeholder;
    const select = dropped('select', 102);
    const { options, ...rest } = select;
    const shuffled = { ...rest, __vModel__: undefined, options, vModel: undefined };
    delete shuffled.__vModel__;
    delete shuffled.vModel;
    const unknown = { __config__: { jnpfKey: 'hologram', label: '全息' }, __vModel__: 'h' };
    expect(paletteProblems(model([input, { ...shuffled, __vModel__: 'selectField102' }, unknown]))).toEqual([
      'fields[2].__config__.jnpfKey: "hologram" is not in the palette',
      'formData.fields[0]: keys the designer writes are missing: placeholder',
      expect.stringMatching(/^formData\.fields\[1\]: keys in the order __config__, on, style, props, .*options/),
    ]);
  });

  test('a child-table column carries isSubTable and parentVModel, as the designer appends them on drop', () => {
    const column = dropped('input', 102);
    const table = dropped('table', 101);
    (table.__config__ as Json).children = [column];
    expect(paletteProblems(model([table]))).toEqual([
      'formData.fields[0].__config__.children[0].__config__: keys the designer writes are missing: isSubTable, parentVModel',
    ]);
    const saved = designerFormData({ fields: [table] });
    const savedColumn = ((saved.fields as Json[])[0].__config__ as Json).children as Json[];
    expect(savedColumn[0].__config__).toMatchObject({ isSubTable: true, parentVModel: 'tableField101' });
  });

  test('the form-level keys are written in the designer’s order, every one', () => {
    const problems = paletteProblems({ labelWidth: 120, formRef: 'formRef', fields: [] });
    expect(problems[0]).toMatch(/^formData: keys the designer writes are missing: formModel, size, labelPosition/);
  });
});
