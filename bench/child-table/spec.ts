/**
 * The child-table benchmark's data: one small column spec (10 columns: 3 inputs, a select with static options,
 * 3 numbers, a calculate `quantity × price`, a date, one more input) turned into the designer's formData for our
 * engine and into the plain @formily/antd-v5 ArrayTable JSON schema, plus N fixed rows (no randomness: every
 * run types into the same values).
 */
export const TABLE = 'items';

type ColumnKind = 'input' | 'inputNumber' | 'select' | 'datePicker' | 'calculate';

interface ColumnSpec {
  key: string;
  label: string;
  kind: ColumnKind;
  width: number;
  required?: boolean;
  precision?: number;
}

export const COLUMNS: ColumnSpec[] = [
  { key: 'goodsCode', label: '物料编码', kind: 'input', width: 120 },
  { key: 'goodsName', label: '物品名称', kind: 'input', width: 160, required: true },
  { key: 'spec', label: '规格型号', kind: 'input', width: 120 },
  { key: 'unit', label: '单位', kind: 'select', width: 90 },
  { key: 'quantity', label: '数量', kind: 'inputNumber', width: 100, precision: 0 },
  { key: 'price', label: '单价', kind: 'inputNumber', width: 110, precision: 2 },
  { key: 'taxRate', label: '税率', kind: 'inputNumber', width: 90, precision: 0 },
  { key: 'amount', label: '金额', kind: 'calculate', width: 130, precision: 2 },
  { key: 'deliveryDate', label: '交货日期', kind: 'datePicker', width: 150 },
  { key: 'remark', label: '备注', kind: 'input', width: 160 },
];

const UNITS = ['个', '件', '箱', '套', '台'];

export interface BenchRow {
  goodsCode: string;
  goodsName: string;
  spec: string;
  unit: string;
  quantity: number;
  price: number;
  taxRate: number;
  amount: number;
  /** epoch ms for the engine's datePicker; the plain variant gets it as 'YYYY-MM-DD' */
  deliveryDate: number;
  remark: string;
}

const DAY = 86_400_000;
const FIRST_DAY = Date.UTC(2026, 0, 5);

/** Row i: distinct names (the remove check looks for them), prices ≥ 10 so typing "7" always changes 金额. */
export function benchRows(count: number): BenchRow[] {
  return Array.from({ length: count }, (_, i) => {
    const quantity = (i % 7) + 1;
    const price = 10 + ((i * 37) % 900) / 10;
    return {
      goodsCode: `HW-${String(i + 1).padStart(4, '0')}`,
      goodsName: `物品 ${i + 1}`,
      spec: `规格 ${(i % 12) + 1}`,
      unit: UNITS[i % UNITS.length]!,
      quantity,
      price,
      taxRate: 13,
      amount: Math.round(quantity * price * 100) / 100,
      deliveryDate: FIRST_DAY + (i % 60) * DAY,
      remark: '',
    };
  });
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const plainRows = (rows: BenchRow[]) => rows.map((r) => ({ ...r, deliveryDate: isoDay(r.deliveryDate) }));

/** A column as the designer saves it (the keys the purchase-order fixture carries, trimmed to what matters). */
function designerColumn(column: ColumnSpec, formId: number): Record<string, unknown> {
  const config = {
    jnpfKey: column.kind,
    label: column.label,
    showLabel: true,
    required: column.required ?? false,
    regList: [],
    formId,
    columnWidth: column.width,
    defaultValue: column.kind === 'inputNumber' ? null : column.kind === 'select' ? '' : null,
  };
  const common = { __vModel__: column.key, disabled: false };
  switch (column.kind) {
    case 'input':
      return { ...common, __config__: config, placeholder: '请输入', clearable: true, maxlength: 50, readonly: false };
    case 'inputNumber':
      return {
        ...common,
        __config__: config,
        placeholder: '请输入',
        min: 0,
        max: null,
        controls: false,
        thousands: column.key === 'price',
        precision: column.precision,
        step: 1,
      };
    case 'select':
      return {
        ...common,
        __config__: { ...config, dataType: 'static' },
        options: UNITS.map((u) => ({ fullName: u, id: u })),
        props: { label: 'fullName', value: 'id' },
        placeholder: '请选择',
        clearable: true,
        filterable: false,
        multiple: false,
      };
    case 'datePicker':
      return { ...common, __config__: config, placeholder: '请选择', format: 'yyyy-MM-dd', clearable: true };
    case 'calculate':
      return {
        __vModel__: column.key,
        __config__: config,
        expression: [
          { __vModel__: `${TABLE}.quantity`, label: '数量' },
          '×',
          { __vModel__: `${TABLE}.price`, label: '单价' },
        ],
        isStorage: 1,
        thousands: true,
        isAmountChinese: false,
        precision: column.precision,
      };
  }
}

/** The designer's formData: one `table` field with the columns, 复制/删除 row buttons, 添加/批量删除, 合计. */
export function engineFormData(): Record<string, unknown> {
  return {
    labelWidth: 100,
    labelPosition: 'right',
    gutter: 15,
    span: 24,
    fields: [
      {
        __vModel__: TABLE,
        __config__: {
          jnpfKey: 'table',
          label: '采购明细',
          showLabel: true,
          required: false,
          layout: 'rowFormItem',
          span: 24,
          formId: 100,
          regList: [],
          defaultValue: [],
          showTitle: true,
          children: COLUMNS.map((c, i) => designerColumn(c, 101 + i)),
        },
        disabled: false,
        showSummary: true,
        summaryField: ['quantity', 'amount'],
        columnBtnsList: [
          { value: 'copy', label: '复制', show: true },
          { value: 'remove', label: '删除', show: true, showConfirm: false },
        ],
        footerBtnsList: [
          { value: 'add', label: '添加', btnType: 'primary', show: true },
          { value: 'batchRemove', label: '批量删除', btnType: 'danger', show: true, showConfirm: false },
        ],
      },
    ],
  };
}

const PLAIN_COMPONENT: Record<ColumnKind, string> = {
  input: 'Input',
  inputNumber: 'NumberPicker',
  select: 'Select',
  datePicker: 'DatePicker',
  calculate: 'NumberPicker',
};

/** A plain ArrayTable cell: FormItem + the antd component; `data-field` only so the probe finds the cell. */
function plainCell(column: ColumnSpec): Record<string, unknown> {
  const props: Record<string, unknown> =
    column.kind === 'select'
      ? { placeholder: '请选择', allowClear: true }
      : column.kind === 'datePicker'
        ? { placeholder: '请选择', format: 'YYYY-MM-DD', style: { width: '100%' } }
        : column.kind === 'input'
          ? { placeholder: '请输入', allowClear: true }
          : { placeholder: '请输入', min: 0, controls: false, precision: column.precision, style: { width: '100%' } };
  const cell: Record<string, unknown> = {
    type: column.kind === 'input' || column.kind === 'select' || column.kind === 'datePicker' ? 'string' : 'number',
    required: column.required ?? false,
    'x-decorator': 'FormItem',
    'x-decorator-props': { 'data-field': column.key },
    'x-component': PLAIN_COMPONENT[column.kind],
    'x-component-props': props,
  };
  if (column.kind === 'select') cell.enum = UNITS.map((u) => ({ label: u, value: u }));
  if (column.kind === 'calculate') {
    // what an app writes for a row calculation in plain Formily: a reaction on the row's siblings
    cell['x-read-only'] = true;
    cell['x-reactions'] = {
      dependencies: ['.quantity', '.price'],
      fulfill: { state: { value: '{{Math.round(($deps[0] || 0) * ($deps[1] || 0) * 100) / 100}}' } },
    };
  }
  return cell;
}

/**
 * The same table as plain @formily/antd-v5 JSON schema: ArrayTable with a 序号 column (ArrayTable.Index), the
 * columns, and a 删除 column (ArrayTable.Remove), then 添加 (ArrayTable.Addition). `paginated`: ArrayTable's
 * default pages of 10 rows; otherwise `pagination: false`, every row mounted.
 */
export function plainSchema(paginated: boolean): Record<string, unknown> {
  const column = (name: string, title: string, width: number, inner: Record<string, unknown>) => [
    name,
    {
      type: 'void',
      'x-component': 'ArrayTable.Column',
      'x-component-props': { title, width },
      properties: inner,
    },
  ];
  const columns = [
    column('__index', '序号', 60, { index: { type: 'void', 'x-component': 'ArrayTable.Index' } }),
    ...COLUMNS.map((c) => column(`column_${c.key}`, c.label, c.width, { [c.key]: plainCell(c) })),
    column('__actions', '操作', 80, { remove: { type: 'void', 'x-component': 'ArrayTable.Remove' } }),
  ];
  return {
    type: 'object',
    properties: {
      [TABLE]: {
        type: 'array',
        'x-decorator': 'FormItem',
        'x-component': 'ArrayTable',
        'x-component-props': paginated ? { scroll: { x: 1500 } } : { pagination: false, scroll: { x: 1500 } },
        items: { type: 'object', properties: Object.fromEntries(columns) },
        properties: { add: { type: 'void', title: '添加', 'x-component': 'ArrayTable.Addition' } },
      },
    },
  };
}
