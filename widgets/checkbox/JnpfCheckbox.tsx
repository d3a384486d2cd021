import { Checkbox, Space } from 'antd';
import type { CheckboxGroupProps } from 'antd/es/checkbox';
import { findOption, useFieldOptions, type FieldOptionsSource, type OptionValue } from '../shared/options';

/** Designer props of `checkbox` (docs/widgets.md) beside the option source settings. */
export interface JnpfCheckboxProps
  extends FieldOptionsSource, Omit<CheckboxGroupProps, 'onChange' | 'value' | 'options'> {
  value?: OptionValue[] | OptionValue | null;
  onChange?: (value: OptionValue[]) => void;
  direction?: 'horizontal' | 'vertical';
}

const asArray = (value: JnpfCheckboxProps['value']): OptionValue[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];

/** `checkbox` (多选框组): the value is always an array of option values. */
export function JnpfCheckbox({
  value,
  onChange,
  direction = 'horizontal',
  dataType,
  options: staticOptions,
  dictionaryType,
  propsUrl,
  templateJson,
  props,
  ...rest
}: JnpfCheckboxProps) {
  const { options } = useFieldOptions({
    dataType,
    options: staticOptions,
    dictionaryType,
    propsUrl,
    templateJson,
    props,
  });
  // stored ['1'] checks the option 1: the group compares strictly; unknown values are kept as they are
  const checked = asArray(value).map((v) => findOption(options, v)?.value ?? v);
  const vertical = direction === 'vertical';
  return (
    <Checkbox.Group {...rest} value={checked} onChange={(next) => onChange?.(next as OptionValue[])}>
      <Space direction={vertical ? 'vertical' : 'horizontal'} size={8} wrap={!vertical}>
        {options.map((o) => (
          <Checkbox key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </Checkbox>
        ))}
      </Space>
    </Checkbox.Group>
  );
}
