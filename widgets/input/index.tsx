import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfInput } from './JnpfInput';
import { InputPreview } from './InputPreview';

const component = connect(
  JnpfInput,
  // the field's disabled/read-only state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean; readonly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readonly: Boolean(props.readonly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(InputPreview),
);

const entry: WidgetEntry = {
  key: 'input',
  component,
  readPretty: InputPreview,
  defaultValue: undefined,
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: { props: { addonAfter: '号' }, value: '张三', display: /张三\s*号/ },
};

export default entry;
