/**
 * The benchmark's generated forms: N single-line inputs with labels, mixed half/full-width spans and every
 * fifth one required, once as the designer's formData (our engine's input) and once as the Formily JSON schema
 * an app would hand-write for @formily/antd-v5 without the engine.
 */
export interface BenchField {
  key: string;
  label: string;
  /** 24-column span: 12 (half width) or 24 (full width) */
  span: 12 | 24;
  required: boolean;
}

export const LABEL_WIDTH = 100;
export const GUTTER = 15;

/** two half-width fields then one full-width field, repeated; every fifth field required */
export function benchFields(count: number): BenchField[] {
  return Array.from({ length: count }, (_, i) => ({
    key: `field_${i}`,
    label: `字段 ${i + 1}`,
    span: i % 3 === 2 ? 24 : 12,
    required: i % 5 === 0,
  }));
}

/** The designer's formData (docs/widgets.md): `input` widgets with their usual designer props. */
export function engineFormData(fields: BenchField[]): Record<string, unknown> {
  return {
    labelWidth: LABEL_WIDTH,
    labelPosition: 'right',
    gutter: GUTTER,
    span: 24,
    fields: fields.map((f, i) => ({
      __vModel__: f.key,
      __config__: {
        jnpfKey: 'input',
        label: f.label,
        span: f.span,
        required: f.required,
        formId: i + 1,
        showLabel: true,
        regList: [],
      },
      placeholder: '请输入',
      clearable: true,
      maxlength: null,
      readonly: false,
      disabled: false,
    })),
  };
}

export type PlainLayout = 'grid' | 'layout';

/**
 * The same form as plain @formily/antd-v5 JSON schema: FormItem + Input per field, in a two-column FormGrid
 * (half-width fields span one column, full-width ones two) or, without the grid, stacked in the FormLayout.
 * `data-field` is there only so the benchmark can count mounted fields the same way for both.
 */
export function plainSchema(fields: BenchField[], layout: PlainLayout): Record<string, unknown> {
  const properties = Object.fromEntries(
    fields.map((f) => [
      f.key,
      {
        type: 'string',
        title: f.label,
        required: f.required,
        'x-decorator': 'FormItem',
        'x-decorator-props':
          layout === 'grid' ? { gridSpan: f.span === 24 ? 2 : 1, 'data-field': f.key } : { 'data-field': f.key },
        'x-component': 'Input',
        'x-component-props': { placeholder: '请输入', allowClear: true },
      },
    ]),
  );
  const body =
    layout === 'grid'
      ? {
          grid: {
            type: 'void',
            'x-component': 'FormGrid',
            'x-component-props': { maxColumns: 2, minColumns: 2, columnGap: GUTTER },
            properties,
          },
        }
      : properties;
  return {
    type: 'object',
    properties: {
      layout: {
        type: 'void',
        'x-component': 'FormLayout',
        'x-component-props': { labelWidth: LABEL_WIDTH, labelAlign: 'right', labelWrap: true },
        properties: body,
      },
    },
  };
}
