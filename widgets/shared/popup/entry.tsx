import type { JSXElementConstructor } from 'react';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../../engine-core/widgetTypes';
import { PopupPreview } from './PopupPreview';

/** The sample every popup widget goes through the conformance suite with: a colour picked from an interface. */
const sample: WidgetEntry['sample'] = {
  props: {
    interfaceId: 'colours',
    propsValue: 'id',
    relationField: 'fullName',
    columnOptions: [{ value: 'fullName', label: '名称' }],
    clearable: true,
  },
  value: 'g',
  display: '绿',
};

/** The registry entry of a popup picker widget (popupSelect, popupTableSelect): its field, the shared twin. */
export function popupEntry(
  key: string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- connect() takes any component; each widget types its own props
  field: JSXElementConstructor<any>,
): WidgetEntry {
  const component = connect(
    field,
    // the field's disabled/read-only state wins over the designer's props
    mapProps((props: { disabled?: boolean; readOnly?: boolean }, formField) => ({
      disabled: Boolean(props.disabled) || ('disabled' in formField && formField.disabled),
      readOnly: Boolean(props.readOnly) || ('readOnly' in formField && formField.readOnly),
    })),
    mapReadPretty(PopupPreview),
  );
  return {
    key,
    component,
    readPretty: PopupPreview,
    defaultValue: '',
    emptyValue: '',
    allowedInTable: true,
    lazy: false,
    valueType: 'string',
    category: 'select',
    sample,
  };
}
