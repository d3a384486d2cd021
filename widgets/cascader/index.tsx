import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { OptionsPreview, type OptionsPreviewProps } from '../shared/options';
import { JnpfCascader } from './JnpfCascader';

/** The twin: the path's labels joined by / (several paths separated by commas). */
function CascaderPreview({ multiple, ...props }: Omit<OptionsPreviewProps, 'shape'> & { multiple?: boolean }) {
  return <OptionsPreview {...props} shape={multiple ? 'paths' : 'path'} />;
}

const component = connect(
  JnpfCascader,
  // the field's disabled state wins over a designer `disabled: false` in the props
  mapProps((props: { disabled?: boolean }, field) => ({
    disabled: Boolean(props.disabled) || ('disabled' in field && field.disabled),
  })),
  mapReadPretty(CascaderPreview),
);

const entry: WidgetEntry = {
  key: 'cascader',
  component,
  readPretty: CascaderPreview,
  defaultValue: [],
  emptyValue: [],
  allowedInTable: true,
  lazy: false,
  valueType: 'array',
  category: 'input',
  sample: {
    props: {
      dataType: 'static',
      options: [
        {
          id: 'zj',
          fullName: '浙江',
          children: [
            { id: 'hz', fullName: '杭州' },
            { id: 'nb', fullName: '宁波' },
          ],
        },
      ],
    },
    value: ['zj', 'nb'],
    display: '浙江/宁波',
  },
};

export default entry;
