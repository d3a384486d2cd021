import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { OptionsPreview, type OptionsPreviewProps } from '../shared/options';
import { JnpfRadio } from './JnpfRadio';

function RadioPreview(props: Omit<OptionsPreviewProps, 'shape'>) {
  return <OptionsPreview {...props} shape="single" />;
}

const component = connect(
  JnpfRadio,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(RadioPreview),
);

const sampleOptions = [
  { id: '1', fullName: '选项一' },
  { id: '2', fullName: '选项二' },
  { id: '3', fullName: '选项三' },
];

const entry: WidgetEntry = {
  key: 'radio',
  component,
  readPretty: RadioPreview,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: { props: { dataType: 'static', options: sampleOptions }, value: '2', display: '选项二' },
};

export default entry;
