import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { OptionsPreview, type OptionsPreviewProps } from '../shared/options';
import { JnpfTreeSelect } from './JnpfTreeSelect';

function TreeSelectPreview({ multiple, ...props }: Omit<OptionsPreviewProps, 'shape'> & { multiple?: boolean }) {
  return <OptionsPreview {...props} shape={multiple ? 'multiple' : 'single'} />;
}

const component = connect(
  JnpfTreeSelect,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(TreeSelectPreview),
);

const entry: WidgetEntry = {
  key: 'treeSelect',
  component,
  readPretty: TreeSelectPreview,
  defaultValue: null,
  emptyValue: null,
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'select',
  sample: {
    props: {
      dataType: 'static',
      options: [
        {
          id: 'east',
          fullName: '华东',
          children: [
            { id: 'sh', fullName: '上海' },
            { id: 'js', fullName: '江苏' },
          ],
        },
      ],
    },
    value: 'sh',
    display: '上海',
  },
};

export default entry;
