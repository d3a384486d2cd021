import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { JnpfSignature } from './SignatureField';
import { SignaturePreview } from './SignaturePreview';

const component = connect(
  JnpfSignature,
  // the field's disabled / read-only state wins over the designer's `disabled: false`
  mapProps((props: { disabled?: boolean; readOnly?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
    readOnly: Boolean(props.readOnly) || ('readOnly' in field && field.readOnly),
  })),
  mapReadPretty(SignaturePreview),
);

/** signature (电子签章): one of the user's saved signatures, stored as its id (docs/widgets.md, "Signatures"). */
const entry: WidgetEntry = {
  key: 'signature',
  component,
  readPretty: SignaturePreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  // seal-1 is among the fake services' saved signatures (tests/conformance/fakeSigns.ts)
  sample: { value: 'seal-1', display: '已签章' },
};

export default entry;
