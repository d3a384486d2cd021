import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfInputNumber } from './JnpfInputNumber';
import { InputNumberPreview } from './InputNumberPreview';

const component = connect(
  JnpfInputNumber,
  // the field's disabled/read-only state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean; readonly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readonly: Boolean(props.readonly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(InputNumberPreview),
);

const entry: WidgetEntry = {
  key: 'inputNumber',
  component,
  readPretty: InputNumberPreview,
  defaultValue: undefined,
  emptyValue: null,
  allowedInTable: true,
  lazy: false,
  valueType: 'number',
  category: 'input',
  sample: {
    props: { thousands: true, precision: 2, isAmountChinese: true },
    value: 1234.5,
    display: /1,234\.50\s*壹仟贰佰叁拾肆元伍角/,
  },
};

export default entry;
