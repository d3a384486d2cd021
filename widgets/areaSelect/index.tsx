import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { AreaPreview } from './AreaPreview';
import { JnpfAreaSelect } from './JnpfAreaSelect';

const component = connect(
  JnpfAreaSelect,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(AreaPreview),
);

const entry: WidgetEntry = {
  key: 'areaSelect',
  component,
  readPretty: AreaPreview,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'select',
  sample: {
    props: { level: 2, clearable: true },
    value: ['330000', '330100', '330106'],
    display: '浙江省/杭州市/西湖区',
  },
};

export default entry;
