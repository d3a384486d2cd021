import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';
import { JnpfAutoComplete } from './JnpfAutoComplete';

/** The read-only twin: the text. */
function AutoCompletePreview({ value }: { value?: unknown }) {
  return <PreviewText value={value === undefined || value === null ? '' : String(value)} />;
}

const component = connect(
  JnpfAutoComplete,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(AutoCompletePreview),
);

const entry: WidgetEntry = {
  key: 'autoComplete',
  component,
  readPretty: AutoCompletePreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    props: { interfaceId: 'cities', relationField: 'fullName', total: 50, clearable: true },
    value: '杭州',
    display: '杭州',
  },
};

export default entry;
