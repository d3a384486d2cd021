import { useState } from 'react';
import { Popover } from 'antd';
import { useEngineLanguage } from '../../engine-core/i18n';
import {
  POPOVER_WIDTH,
  PopupBody,
  PopupTrigger,
  useParamList,
  usePopupPick,
  usePopupValue,
  type PopupRow,
} from '../shared/popup';
import type { JnpfPopupSelectProps } from '../popupSelect/JnpfPopupSelect';

export type JnpfPopupTableSelectProps = JnpfPopupSelectProps;

/**
 * `popupTableSelect` (下拉表格): the popup picker in a 700px popover under the field instead of a dialog.
 * Unpaged, it asks 10000 rows; confirming a single pick with no row checked clears the value.
 */
export function JnpfPopupTableSelect({
  value,
  onChange,
  disabled,
  readOnly,
  clearable,
  placeholder,
  ...source
}: JnpfPopupTableSelectProps) {
  useEngineLanguage();
  const multiple = Boolean(source.multiple);
  const [open, setOpen] = useState(false);
  // each opening mounts a fresh body (a closing one may still be animating out)
  const [openings, setOpenings] = useState(0);
  const params = useParamList(source.templateJson);
  const current = usePopupValue(source, value, params);
  const pick = usePopupPick(source, 'table', multiple, onChange, current);
  const close = () => setOpen(false);
  const content = open ? (
    <div style={{ width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)' }} role="dialog" aria-label={source.popupTitle}>
      <PopupBody
        key={openings}
        source={source}
        variant="table"
        multiple={multiple}
        initialChecked={current.rows}
        params={params}
        tableHeight={300}
        onCancel={close}
        onConfirm={(checked: PopupRow[]) => pick.confirm(checked) && close()}
      />
    </div>
  ) : null;
  return (
    <Popover
      open={open}
      content={content}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      onOpenChange={(next) => {
        if (!next) close();
      }}
    >
      <div className="jnpf-popup-table-select">
        <PopupTrigger
          value={value}
          ids={current.ids}
          labels={current.labels}
          multiple={multiple}
          disabled={disabled}
          readOnly={readOnly}
          clearable={clearable}
          placeholder={placeholder}
          expanded={open}
          onOpen={() => {
            setOpenings((n) => n + 1);
            setOpen(true);
          }}
          onChange={pick.change}
        />
      </div>
    </Popover>
  );
}
