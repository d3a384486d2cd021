import { Button, type ButtonProps } from 'antd';
import { useField } from '@formily/react';
import { observer } from '@formily/reactive-react';
import type { WidgetEntry } from '../../engine-core/widgetTypes';
import { useScriptEvent } from '../../engine-core/scriptContext';

export interface JnpfButtonProps {
  buttonText?: string;
  /** designer types: '' (default), primary, dashed, text, link, danger, plus element-style success/warning/info */
  type?: string;
  align?: 'left' | 'center' | 'right';
  disabled?: boolean;
}

function antdType(type: string | undefined): Pick<ButtonProps, 'type' | 'danger'> {
  switch (type) {
    case 'primary':
    case 'dashed':
    case 'text':
    case 'link':
      return { type };
    case 'danger':
      return { type: 'primary', danger: true };
    default:
      return { type: 'default' };
  }
}

/**
 * `button` (按钮): runs the model's `on.click` script. Disabled by its own prop, by the field/form being
 * disabled, and in the read-only view (a detail page must not act).
 */
export const JnpfButton = observer(function JnpfButton({
  buttonText = '按钮',
  type,
  align = 'left',
  disabled,
}: JnpfButtonProps) {
  const field = useField();
  const onClick = useScriptEvent('click');
  const inactive = Boolean(disabled) || (field ? field.pattern !== 'editable' : false);
  return (
    <div className="jnpf-button" style={{ width: '100%', textAlign: align }}>
      <Button {...antdType(type)} autoInsertSpace={false} disabled={inactive} onClick={(event) => onClick?.(event)}>
        {buttonText}
      </Button>
    </div>
  );
});

const entry: WidgetEntry = {
  key: 'button',
  component: JnpfButton,
  readPretty: JnpfButton,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { buttonText: '提交审核', type: 'primary' }, display: '提交审核' },
};

export default entry;
