import { useRef, useState, type CSSProperties, type MouseEvent } from 'react';
import { Select } from 'antd';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { useAreaTexts } from './areaNames';
import { areaLevel, fromPaths, pathKey, toPaths, type AreaPath } from './areaValue';
import { AreaDialog } from './AreaDialog';
import { areaMessages } from './messages';

/** Designer props of `areaSelect` (docs/widgets.md). */
export interface JnpfAreaSelectProps {
  value?: unknown;
  onChange?: (value: AreaPath | AreaPath[]) => void;
  multiple?: boolean;
  /** 0 province, 1 city, 2 district (default), 3 street */
  level?: number | string;
  clearable?: boolean;
  disabled?: boolean;
  placeholder?: string;
  /** accepted from the designer; the dialog always offers its keyword search */
  filterable?: boolean;
  style?: CSSProperties;
  className?: string;
}

/**
 * A press on the clear icon or a tag's close icon edits the value in place and must not open the dialog. antd
 * acts on mousedown and the icon is gone by the click, which then lands on the select: the press is remembered.
 */
const editsInPlace = (event: MouseEvent) =>
  event.target instanceof Element &&
  Boolean(event.target.closest('.ant-select-clear, .ant-select-selection-item-remove'));

/**
 * `areaSelect` (省市区域): a closed select showing the chosen paths' names joined by '/'; a click opens the
 * picker dialog. The value is the id path from the province down (multiple: a list of paths), [] when cleared.
 */
export function JnpfAreaSelect({
  value,
  onChange,
  multiple = false,
  level,
  clearable,
  disabled,
  placeholder,
  style,
  className,
}: JnpfAreaSelectProps) {
  const lang = useEngineLanguage();
  const [open, setOpen] = useState(false);
  const pressedIcon = useRef(false);
  const paths = toPaths(value);
  const chosen = multiple ? paths : paths.slice(0, 1);
  const { texts } = useAreaTexts(chosen);
  const options = chosen.map((path, i) => ({ value: pathKey(path), label: texts[i] || '…' }));
  const keys = options.map((o) => o.value);
  const write = (next: AreaPath[]) => onChange?.(fromPaths(next, multiple));

  return (
    <>
      <Select
        className={className}
        style={{ width: '100%', ...style }}
        mode={multiple ? 'multiple' : undefined}
        open={false}
        showSearch={false}
        disabled={disabled}
        allowClear={clearable}
        placeholder={placeholder || formatMessage(areaMessages.placeholder, {}, lang)}
        options={options}
        value={multiple ? keys : keys[0]}
        onClear={() => write([])}
        onDeselect={(key: string) => write(chosen.filter((p) => pathKey(p) !== key))}
        onMouseDown={(event) => {
          pressedIcon.current = editsInPlace(event);
        }}
        onClick={(event) => {
          const inPlace = pressedIcon.current || editsInPlace(event);
          pressedIcon.current = false;
          if (!disabled && !inPlace) setOpen(true);
        }}
      />
      {open ? (
        <AreaDialog
          open={open}
          level={areaLevel(level)}
          multiple={multiple}
          initial={chosen}
          onCancel={() => setOpen(false)}
          onConfirm={(next) => {
            setOpen(false);
            write(next);
          }}
        />
      ) : null}
    </>
  );
}
