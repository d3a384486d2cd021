import { Radio, Space } from 'antd';
import type { RadioGroupProps } from 'antd';
import { findOption, useFieldOptions, type FieldOptionsSource, type OptionValue } from '../shared/options';

/** Designer props of `radio` (docs/widgets.md) beside the option source settings. */
export interface JnpfRadioProps extends FieldOptionsSource, Omit<RadioGroupProps, 'onChange' | 'value' | 'options'> {
  value?: OptionValue | null;
  onChange?: (value: OptionValue) => void;
  direction?: 'horizontal' | 'vertical';
  optionType?: 'default' | 'button';
  buttonStyle?: 'outline' | 'solid';
}

/** `radio` (单选框组): a radio group over static, dictionary or data-interface options. */
export function JnpfRadio({
  value,
  onChange,
  direction = 'horizontal',
  optionType = 'default',
  buttonStyle = 'outline',
  dataType,
  options: staticOptions,
  dictionaryType,
  propsUrl,
  templateJson,
  props,
  ...rest
}: JnpfRadioProps) {
  const { options } = useFieldOptions({
    dataType,
    options: staticOptions,
    dictionaryType,
    propsUrl,
    templateJson,
    props,
  });
  // a stored '1' selects the option whose value is 1: the group compares strictly
  const selected = findOption(options, value)?.value;
  const Item = optionType === 'button' ? Radio.Button : Radio;
  const vertical = direction === 'vertical' && optionType !== 'button';
  return (
    <Radio.Group
      {...rest}
      value={selected}
      optionType={optionType}
      buttonStyle={buttonStyle}
      onChange={(e) => onChange?.(e.target.value as OptionValue)}
    >
      <Space direction={vertical ? 'vertical' : 'horizontal'} size={optionType === 'button' ? 0 : 8} wrap={!vertical}>
        {options.map((o) => (
          <Item key={String(o.value)} value={o.value} disabled={o.disabled}>
            {o.label}
          </Item>
        ))}
      </Space>
    </Radio.Group>
  );
}
