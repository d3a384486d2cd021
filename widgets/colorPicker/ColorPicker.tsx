import { ColorPicker } from 'antd';
import type { ColorPickerProps } from 'antd';
import { formatColor, pickerFormatOf, type ColorFormat } from './colorString';

export interface JnpfColorPickerProps extends Omit<
  ColorPickerProps,
  'value' | 'onChange' | 'format' | 'disabledAlpha' | 'onClear'
> {
  /** the colour text in the configured format ('#409EFF', 'rgb(…)', 'hsl(…)'); null when cleared */
  value?: string | null;
  onChange?: (value: string | null) => void;
  showAlpha?: boolean;
  colorFormat?: ColorFormat | string;
  clearable?: boolean;
  readOnly?: boolean;
  readonly?: boolean;
}

export function JnpfColorPicker(props: JnpfColorPickerProps) {
  const {
    value,
    onChange,
    showAlpha = false,
    colorFormat = '',
    clearable,
    readOnly,
    readonly,
    disabled,
    ...rest
  } = props;
  const locked = Boolean(readOnly ?? readonly);
  return (
    <ColorPicker
      {...rest}
      value={value || null}
      format={pickerFormatOf(colorFormat, showAlpha)}
      disabledAlpha={!showAlpha}
      allowClear={(clearable ?? true) && !locked}
      disabled={disabled}
      open={locked ? false : undefined}
      onChange={(color) => onChange?.(color.cleared ? null : formatColor(color.toRgb(), colorFormat, showAlpha))}
      onClear={() => onChange?.(null)}
    />
  );
}
