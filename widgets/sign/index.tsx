import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfSign } from './SignField';
import { SignPreview } from './SignPreview';

const component = connect(
  JnpfSign,
  // the field's disabled / read-only state wins over the designer's `disabled: false`
  mapProps((props: { disabled?: boolean; readOnly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readOnly: Boolean(props.readOnly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(SignPreview),
);

/** sign: the handwritten signature, stored as the uploaded PNG's URL (docs/widgets.md, "Signatures"). */
const entry: WidgetEntry = {
  key: 'sign',
  component,
  readPretty: SignPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    value: '/api/file/Image/annexpic/20240615AbCdEfGhIjKlMnOpQrSt.png',
    display: '已签名',
  },
};

export default entry;
