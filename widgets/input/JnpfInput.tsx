import { useState, type FocusEvent } from 'react';
import { Input } from 'antd';
import type { InputProps } from 'antd';
import { maskText, type MaskConfig } from '../../engine-core/format/maskText';
import { affixIcon } from './affixIcon';
import { WithAddons } from './WithAddons';

/** Designer props of `input` (docs/widgets.md), beside antd's own. */
export interface JnpfInputProps extends Omit<InputProps, 'onChange' | 'value' | 'prefix' | 'suffix'> {
  value?: string | number | null;
  onChange?: (value: string) => void;
  useMask?: boolean;
  maskConfig?: Partial<MaskConfig> | null;
  clearable?: boolean;
  readonly?: boolean;
  maxlength?: number;
  showPassword?: boolean;
  prefixIcon?: string;
  suffixIcon?: string;
  /** scanning is a mobile feature; accepted and ignored on the desktop */
  useScan?: boolean;
}

/**
 * `input` (单行输入): antd Input with the designer's names. With `useMask` the text shows masked while the field
 * is not being edited (not focused, or read-only): the stored value is always the real text.
 */
export function JnpfInput({
  value,
  onChange,
  useMask,
  maskConfig,
  clearable,
  readonly,
  readOnly,
  maxlength,
  maxLength,
  showPassword,
  prefixIcon,
  suffixIcon,
  useScan: _useScan,
  allowClear,
  addonBefore,
  addonAfter,
  style,
  onFocus,
  onBlur,
  ...rest
}: JnpfInputProps) {
  const [focused, setFocused] = useState(false);
  const isReadOnly = Boolean(readonly ?? readOnly);
  const text = value === undefined || value === null ? '' : String(value);
  const masked = Boolean(useMask) && (isReadOnly || !focused);
  const Control = showPassword ? Input.Password : Input;
  return (
    <WithAddons addonBefore={addonBefore} addonAfter={addonAfter}>
      <Control
        {...rest}
        style={addonBefore || addonAfter ? { flex: 1, ...style } : style}
        value={masked ? maskText(text, maskConfig) : text}
        readOnly={isReadOnly}
        maxLength={maxlength ?? maxLength}
        allowClear={clearable ?? allowClear}
        prefix={affixIcon(prefixIcon)}
        suffix={affixIcon(suffixIcon)}
        onFocus={(e: FocusEvent<HTMLInputElement>) => {
          setFocused(true);
          onFocus?.(e);
        }}
        onBlur={(e: FocusEvent<HTMLInputElement>) => {
          setFocused(false);
          onBlur?.(e);
        }}
        onChange={(e) => onChange?.(e.target.value)}
      />
    </WithAddons>
  );
}
