import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { Button, Space } from 'antd';
import type { DataInterfaceParam } from '../../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { rowKey } from './logic';
import { popupMessages as m } from './messages';
import { PopupSearchBar } from './PopupSearchBar';
import { PopupTable } from './PopupTable';
import { usePopupQuery } from './usePopupQuery';
import type { PopupRow, PopupSourceProps, PopupVariant } from './types';

export interface PopupBodyProps {
  source: PopupSourceProps;
  variant: PopupVariant;
  multiple: boolean;
  /** the rows of the current value: checked when the popup opens */
  initialChecked: readonly PopupRow[];
  params: () => DataInterfaceParam[];
  onConfirm(checked: PopupRow[]): void;
  onCancel(): void;
  tableHeight?: number;
}

/** Enter confirms unless it belongs to the keyword box (search) or a button or link (their own action). */
function ownsEnter(target: EventTarget | null): boolean {
  const el = target as HTMLElement | null;
  return Boolean(el?.closest('button, a, [data-popup-keyword], .ant-pagination, .ant-select'));
}

/**
 * The content of every popup picker, whatever holds it (dialog, drawer, popover): search bar, table and
 * cancel/confirm. It is mounted when the popup opens, so each opening starts from the value's rows, page 1
 * and no keyword. Esc cancels, Enter confirms.
 */
export function PopupBody(props: PopupBodyProps) {
  const { source, variant, multiple, params, onConfirm, onCancel, tableHeight } = props;
  useEngineLanguage();
  const state = usePopupQuery(source, variant, params);
  const [checked, setChecked] = useState<PopupRow[]>(() => [...props.initialChecked]);
  // a popup opened before the value's rows were looked up checks them once they arrive, unless a row was clicked
  const touched = useRef(false);
  const initialKey = JSON.stringify(props.initialChecked);
  useEffect(() => {
    if (!touched.current) setChecked(JSON.parse(initialKey) as PopupRow[]);
  }, [initialKey]);
  const toggle = (row: PopupRow, on: boolean) => {
    touched.current = true;
    const key = rowKey(row, source);
    setChecked((list) => {
      const rest = list.filter((r) => rowKey(r, source) !== key);
      if (!on) return rest;
      return multiple ? [...rest, row] : [row];
    });
  };
  const onKeyDown = (e: KeyboardEvent<HTMLDivElement>) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      onCancel();
    } else if (e.key === 'Enter' && !ownsEnter(e.target)) {
      e.preventDefault();
      onConfirm(checked);
    }
  };
  return (
    // the keys are handled where they bubble to: every control of the popup sits in this element
    <div className="jnpf-popup-body" data-popup-variant={variant} onKeyDown={onKeyDown}>
      <PopupSearchBar state={state} />
      <PopupTable
        source={source}
        multiple={multiple}
        state={state}
        checked={checked}
        onToggle={toggle}
        height={tableHeight}
      />
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 12 }}>
        <Button onClick={onCancel} data-popup-cancel="">
          {formatMessage(m.cancel)}
        </Button>
        <Button type="primary" onClick={() => onConfirm(checked)} data-popup-confirm="">
          {formatMessage(m.confirm)}
        </Button>
      </Space>
    </div>
  );
}
