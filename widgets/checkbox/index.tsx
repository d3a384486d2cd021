import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { OptionsPreview, type OptionsPreviewProps } from '../shared/options';
import { JnpfCheckbox } from './JnpfCheckbox';

function CheckboxPreview(props: Omit<OptionsPreviewProps, 'shape'>) {
  return <OptionsPreview {...props} shape="multiple" />;
}

const component = connect(
  JnpfCheckbox,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(CheckboxPreview),
);

const entry: WidgetEntry = {
  key: 'checkbox',
  component,
  readPretty: CheckboxPreview,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: false,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: {
    props: {
      dataType: 'static',
      options: [
        { id: '1', fullName: '选项一' },
        { id: '2', fullName: '选项二' },
        { id: '3', fullName: '选项三' },
      ],
    },
    value: ['1', '3'],
    display: '选项一, 选项三',
  },
};

export default entry;
