import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfSwitch, SwitchPreview } from './JnpfSwitch';

const component = connect(
  JnpfSwitch,
  // the field's disabled/read-only state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean; readonly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readonly: Boolean(props.readonly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(SwitchPreview),
);

const entry: WidgetEntry = {
  key: 'switch',
  component,
  readPretty: SwitchPreview,
  defaultValue: 0,
  emptyValue: 0,
  allowedInTable: true,
  lazy: false,
  valueType: 'number',
  category: 'input',
  sample: { props: { activeTxt: '启用', inactiveTxt: '停用' }, value: 1, display: '启用' },
};

export default entry;
