import { Alert } from 'antd';
import type { WidgetEntry } from '../../engine-core/widgetTypes';

export interface JnpfAlertProps {
  title?: string;
  type?: 'success' | 'info' | 'warning' | 'error';
  showIcon?: boolean;
  closable?: boolean;
  description?: string;
  /** text shown instead of the close icon */
  closeText?: string;
}

/** `alert` (提示): a banner with the designer's title, type, icon, description and close button. */
export function JnpfAlert({ title, type = 'success', showIcon, closable, description, closeText }: JnpfAlertProps) {
  return (
    <Alert
      className="jnpf-alert"
      message={title}
      type={type}
      showIcon={showIcon}
      description={description || undefined}
      closable={closable ? (closeText ? { closeIcon: <span>{closeText}</span> } : true) : false}
      style={{ width: '100%' }}
    />
  );
}

const entry: WidgetEntry = {
  key: 'alert',
  component: JnpfAlert,
  readPretty: JnpfAlert,
  defaultValue: undefined,
  emptyValue: undefined,
  allowedInTable: false,
  lazy: false,
  valueType: 'void',
  category: 'display',
  sample: { props: { title: '这是一个提示', type: 'info', description: '说明文字' }, display: '这是一个提示' },
};

export default entry;
