import { Select } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useField } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { popupMessages as m } from './messages';
import type { PopupValue } from './types';

export interface PopupTriggerProps {
  value: PopupValue;
  ids: string[];
  labels: string[];
  multiple: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  clearable?: boolean;
  placeholder?: string;
  /** the popup is open (for aria-expanded) */
  expanded: boolean;
  onOpen(): void;
  onChange(value: string | number | Array<string | number>): void;
}

/**
 * What the field looks like: a select that never drops down. It shows the picked rows' relationField (tags
 * when multiple); a click, Enter or Space opens the popup instead; the clear icon and a tag's × remove values.
 */
export function PopupTrigger(props: PopupTriggerProps) {
  const { value, ids, labels, multiple, disabled, readOnly, clearable, placeholder, expanded } = props;
  useEngineLanguage();
  const field = useField() as { title?: unknown } | undefined;
  const title = typeof field?.title === 'string' ? field.title : '';
  const original = Array.isArray(value) ? value : [];
  const onChange = (next: unknown) => {
    if (!multiple) return props.onChange(next === undefined || next === null ? '' : String(next));
    const keep = new Set(Array.isArray(next) ? next.map(String) : []);
    props.onChange(original.filter((v) => keep.has(String(v))));
  };
  return (
    <Select
      className="jnpf-popup-trigger"
      style={{ width: '100%' }}
      open={false}
      mode={multiple ? 'multiple' : undefined}
      value={multiple ? ids : ids[0]}
      options={ids.map((id, i) => ({ value: id, label: labels[i] }))}
      disabled={disabled}
      allowClear={Boolean(clearable) && !readOnly}
      showSearch={false}
      placeholder={placeholder || formatMessage(m.placeholder)}
      suffixIcon={<SearchOutlined />}
      aria-label={title || formatMessage(m.placeholder)}
      aria-haspopup="dialog"
      aria-expanded={expanded}
      onOpenChange={(open) => {
        if (open && !readOnly && !disabled) props.onOpen();
      }}
      onChange={readOnly ? undefined : onChange}
    />
  );
}
