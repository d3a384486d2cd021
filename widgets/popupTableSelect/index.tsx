import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PopupPreview } from '../shared/popup';
import { JnpfPopupTableSelect } from './JnpfPopupTableSelect';

const component = connect(
  JnpfPopupTableSelect,
  // the field's disabled/read-only state wins over the designer's props
  mapProps((props: { disabled?: boolean; readOnly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readOnly: Boolean(props.readOnly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(PopupPreview),
);

const entry: WidgetEntry = {
  key: 'popupTableSelect',
  component,
  readPretty: PopupPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    props: {
      interfaceId: 'colours',
      propsValue: 'id',
      relationField: 'fullName',
      columnOptions: [{ value: 'fullName', label: '名称' }],
      clearable: true,
    },
    value: 'g',
    display: '绿',
  },
};

export default entry;
