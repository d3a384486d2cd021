import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { OptionsPreview, type OptionsPreviewProps } from '../shared/options';
import { JnpfSelect } from './JnpfSelect';

function SelectPreview({ multiple, ...props }: Omit<OptionsPreviewProps, 'shape'> & { multiple?: boolean }) {
  return <OptionsPreview {...props} shape={multiple ? 'multiple' : 'single'} />;
}

const component = connect(
  JnpfSelect,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(SelectPreview),
);

const entry: WidgetEntry = {
  key: 'select',
  component,
  readPretty: SelectPreview,
  defaultValue: '',
  emptyValue: '',
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: {
    props: {
      dataType: 'static',
      clearable: true,
      options: [
        { id: '1', fullName: '选项一' },
        { id: '2', fullName: '选项二' },
      ],
    },
    value: '2',
    display: '选项二',
  },
};

export default entry;
