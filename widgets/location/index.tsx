import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfLocation } from './JnpfLocation';
import { LocationPreview } from './LocationPreview';

const component = connect(
  JnpfLocation,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(LocationPreview),
);

const entry: WidgetEntry = {
  key: 'location',
  component,
  readPretty: LocationPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  // Leaflet is imported by the map only when a dialog opens
  lazy: true,
  valueType: 'string',
  category: 'select',
  sample: {
    props: { clearable: true, enableLocationScope: true, adjustmentScope: 500 },
    value:
      '{"pName":"浙江省","cName":"杭州市","adName":"西湖区","address":"北山街","name":"断桥残雪","lng":120.1518,"lat":30.2588,"fullAddress":"浙江省杭州市西湖区北山街断桥残雪"}',
    display: '浙江省杭州市西湖区北山街断桥残雪',
  },
};

export default entry;
