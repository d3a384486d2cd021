import { Switch } from 'antd';
import type { SwitchProps } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { sameValue } from '../shared/options';
import { PreviewText } from '../shared/PreviewText';
import { switchMessages } from './messages';

export type SwitchValue = string | number | boolean;

/** Designer props of `switch` (docs/widgets.md): the stored values and the texts of both states. */
export interface JnpfSwitchProps extends Omit<SwitchProps, 'onChange' | 'value' | 'checked'> {
  value?: SwitchValue | null;
  onChange?: (value: SwitchValue) => void;
  activeValue?: SwitchValue;
  inactiveValue?: SwitchValue;
  activeTxt?: string;
  inactiveTxt?: string;
  readonly?: boolean;
}

const DEFAULT_ACTIVE = 1;
const DEFAULT_INACTIVE = 0;

/** `switch` (开关): stores activeValue/inactiveValue (default 1/0), never a boolean unless the model says so. */
export function JnpfSwitch({
  value,
  onChange,
  activeValue = DEFAULT_ACTIVE,
  inactiveValue = DEFAULT_INACTIVE,
  activeTxt,
  inactiveTxt,
  readonly,
  disabled,
  ...rest
}: JnpfSwitchProps) {
  return (
    <Switch
      {...rest}
      disabled={disabled || readonly}
      checked={sameValue(value, activeValue)}
      checkedChildren={activeTxt || undefined}
      unCheckedChildren={inactiveTxt || undefined}
      onChange={(checked) => onChange?.(checked ? activeValue : inactiveValue)}
    />
  );
}

/** The read-only twin: the text of the current state (the designer's, or 开/关). */
export function SwitchPreview({
  value,
  activeValue = DEFAULT_ACTIVE,
  activeTxt,
  inactiveTxt,
}: Pick<JnpfSwitchProps, 'value' | 'activeValue' | 'activeTxt' | 'inactiveTxt'>) {
  const lang = useEngineLanguage();
  const on = sameValue(value, activeValue);
  const text = on
    ? activeTxt || formatMessage(switchMessages.on, {}, lang)
    : inactiveTxt || formatMessage(switchMessages.off, {}, lang);
  return <PreviewText value={text} />;
}
