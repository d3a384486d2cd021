import { Select } from 'antd';
import type { SelectProps } from 'antd';
import { findOption, useFieldOptions, type FieldOptionsSource, type OptionValue } from '../shared/options';

export type SelectValue = OptionValue | OptionValue[] | null | undefined;

/** Designer props of `select` (docs/widgets.md) beside the option source settings. */
export interface JnpfSelectProps
  extends FieldOptionsSource, Omit<SelectProps, 'onChange' | 'value' | 'options' | 'mode'> {
  value?: SelectValue;
  onChange?: (value: OptionValue | OptionValue[]) => void;
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
}

const asArray = (value: SelectValue): OptionValue[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];

/**
 * `select` (下拉选择): single or multiple over static, dictionary or data-interface options. Cleared, a single
 * select stores '' and a multiple one [] (the platform's empty values).
 */
export function JnpfSelect({
  value,
  onChange,
  multiple,
  filterable,
  clearable,
  dataType,
  options: staticOptions,
  dictionaryType,
  propsUrl,
  templateJson,
  props,
  ...rest
}: JnpfSelectProps) {
  const { options, loading } = useFieldOptions({
    dataType,
    options: staticOptions,
    dictionaryType,
    propsUrl,
    templateJson,
    props,
  });
  // stored values are matched to the options' own values (1 vs '1'); unknown values are kept
  const toOptionValue = (v: OptionValue) => findOption(options, v)?.value ?? v;
  const selected = multiple ? asArray(value).map(toOptionValue) : asArray(value).slice(0, 1).map(toOptionValue)[0];
  return (
    <Select
      {...rest}
      style={{ width: '100%', ...rest.style }}
      mode={multiple ? 'multiple' : undefined}
      value={selected}
      loading={loading}
      allowClear={clearable ?? rest.allowClear}
      showSearch={filterable ?? rest.showSearch}
      optionFilterProp="label"
      options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
      onChange={(next: OptionValue | OptionValue[] | undefined) => {
        if (multiple) onChange?.(Array.isArray(next) ? next : []);
        else onChange?.(next === undefined || next === null ? '' : (next as OptionValue));
      }}
    />
  );
}
