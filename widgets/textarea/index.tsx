import { Input } from 'antd';
import type { TextAreaProps } from 'antd/es/input';
import { connect, mapProps, mapReadPretty } from '@formily/react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { PreviewText } from '../shared/PreviewText';

/**
 * Reference widget (the pattern every widget follows): an antd control connected to the Formily field with
 * `connect` + `mapProps`, and a read-only twin through `mapReadPretty`. Designer props arrive as
 * `x-component-props` (placeholder, autoSize, maxlength, showCount, readonly, disabled, clearable).
 */
interface JnpfTextareaProps extends Omit<TextAreaProps, 'onChange'> {
  maxlength?: number;
  clearable?: boolean;
  readonly?: boolean;
  onChange?: (value: string) => void;
}

function JnpfTextarea({ maxlength, clearable, readonly, onChange, autoSize, ...rest }: JnpfTextareaProps) {
  return (
    <Input.TextArea
      {...rest}
      maxLength={maxlength ?? rest.maxLength}
      allowClear={clearable ?? rest.allowClear}
      readOnly={readonly ?? rest.readOnly}
      autoSize={autoSize ?? { minRows: 4, maxRows: 4 }}
      onChange={(e) => onChange?.(e.target.value)}
    />
  );
}

function TextareaPreview({ value }: { value?: string }) {
  return <PreviewText value={value} multiline />;
}

const component = connect(
  JnpfTextarea,
  mapProps({ value: 'value', readOnly: 'readonly' }),
  mapReadPretty(TextareaPreview),
);

const entry: WidgetEntry = {
  key: 'textarea',
  component,
  readPretty: TextareaPreview,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: true,
  lazy: false,
  valueType: 'string',
  category: 'input',
  sample: { value: '第一行\n第二行', display: /第一行\s*第二行/ },
};

export default entry;
