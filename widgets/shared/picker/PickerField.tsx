import { useMemo, useState } from 'react';
import { Select } from 'antd';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import type { PickerKind } from './kind';
import { pickerMessages as m } from './messages';
import { useResolvedNames } from './nameCache';
import { PickerDialog } from './PickerDialog';
import { prefetchRoots } from './prefetch';
import { usePickerSettings, type PickerProps } from './settings';
import type { PickerItem } from './types';

export interface PickerFieldProps extends PickerProps {
  kind: PickerKind;
  value?: unknown;
  onChange?: (value: unknown) => void;
  style?: React.CSSProperties;
}

/** 请选择{title} when the kind refuses an empty confirm (the approver picker) */
const requiredMessageOf = (kind: PickerKind, title: string | undefined) =>
  kind.required ? formatMessage(m.chooseTitle, { title: title || formatMessage(kind.title) }) : undefined;

/**
 * A picker field: the picked names (tags when multiple) in a select-like box that opens the picker dialog. The
 * clear icon shows only when clearable, enabled, hovered and valued; a disabled field never opens the dialog.
 */
export const PickerField = observer(function PickerField(props: PickerFieldProps) {
  useEngineLanguage();
  const { kind, value, onChange, disabled, clearable, placeholder, title } = props;
  const services = useEngineServices();
  const settings = usePickerSettings(props);
  const [open, setOpen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const keys = kind.keysOf(value);
  const names = useResolvedNames(services.pickers, kind.names.source, keys.map(kind.names.keyOf));
  const items: PickerItem[] = keys.flatMap((key) => {
    const node = names.nodeOf(kind.names.keyOf(key));
    return node ? [{ key, node }] : [];
  });
  const tabs = useMemo(
    () => kind.tabs({ pickers: services.pickers, user: services.currentUser(), settings }),
    // a new dialog content when what limits it changes (the related field's value among it)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- settings is rebuilt each render; its content is the key
    [kind, services, JSON.stringify(settings)],
  );
  const labelOf = (key: string) => {
    const node = names.nodeOf(kind.names.keyOf(key));
    return node === undefined ? formatMessage(m.loading) : node ? kind.label(node) : key;
  };
  const write = (next: string[]) =>
    onChange?.(next.length ? kind.valueOf(next, settings.multiple) : kind.emptyValue(settings.multiple));
  const show = () => !disabled && setOpen(true);

  return (
    <>
      <div
        className="jnpf-picker-field"
        onMouseEnter={() => {
          setHovered(true);
          if (!disabled) prefetchRoots(tabs[0]);
        }}
        onFocus={() => !disabled && prefetchRoots(tabs[0])}
        onMouseLeave={() => setHovered(false)}
        onClick={(e) => {
          // the clear icon and a tag's remove button change the value without opening the dialog
          if (!(e.target as Element).closest('.ant-select-clear, .ant-select-selection-item-remove')) show();
        }}
        onKeyDown={(e) => {
          if (e.key === 'Enter' || e.key === 'ArrowDown' || e.key === ' ') {
            e.preventDefault();
            show();
          }
        }}
        style={{ width: '100%', ...props.style }}
      >
        <Select
          mode={settings.multiple ? 'multiple' : undefined}
          open={false}
          value={settings.multiple ? keys : keys[0]}
          options={keys.map((key) => ({ value: key, label: labelOf(key) }))}
          disabled={disabled}
          allowClear={Boolean(clearable) && !disabled && hovered && keys.length > 0}
          placeholder={placeholder ?? formatMessage(m.placeholder)}
          aria-haspopup="dialog"
          aria-label={title ?? formatMessage(kind.title)}
          style={{ width: '100%' }}
          onChange={(next: string | string[] | undefined) => write(Array.isArray(next) ? next : next ? [next] : [])}
          onClear={() => write([])}
        />
      </div>
      <PickerDialog
        open={open}
        title={title || formatMessage(kind.title)}
        multiple={settings.multiple}
        requiredMessage={requiredMessageOf(kind, title)}
        tabs={tabs}
        choosable={(node) => kind.choosable(node, settings.multiple)}
        keyOf={kind.keyOf}
        value={items}
        groups={kind.groups}
        onCancel={() => setOpen(false)}
        onConfirm={(picked) => {
          picked.forEach((item) => names.remember(kind.names.keyOf(item.key), item.node));
          write(picked.map((item) => item.key));
          setOpen(false);
        }}
      />
    </>
  );
});
