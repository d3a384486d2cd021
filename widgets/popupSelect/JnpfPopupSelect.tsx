import { useState } from 'react';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import {
  PopupBody,
  PopupFrame,
  PopupTrigger,
  popupMessages,
  useParamList,
  usePopupPick,
  usePopupValue,
  type PopupRow,
  type PopupSourceProps,
  type PopupValue,
} from '../shared/popup';

export interface JnpfPopupSelectProps extends PopupSourceProps {
  value?: PopupValue;
  onChange?: (value: string | number | Array<string | number>) => void;
  disabled?: boolean;
  readOnly?: boolean;
  clearable?: boolean;
  placeholder?: string;
}

/**
 * `popupSelect` (弹窗选择): a field showing the picked rows' relationField; it opens a dialog (or a drawer,
 * popupType 'drawer') listing the rows of the data interface. The value is the rows' propsValue: one for a
 * single pick ('' cleared), a list when multiple ([] cleared).
 */
export function JnpfPopupSelect({
  value,
  onChange,
  disabled,
  readOnly,
  clearable,
  placeholder,
  ...source
}: JnpfPopupSelectProps) {
  useEngineLanguage();
  const multiple = Boolean(source.multiple);
  const [open, setOpen] = useState(false);
  // each opening mounts a fresh body (a closing one may still be animating out)
  const [openings, setOpenings] = useState(0);
  const params = useParamList(source.templateJson);
  const current = usePopupValue(source, value, params);
  const pick = usePopupPick(source, 'dialog', multiple, onChange, current);
  const title = source.popupTitle || formatMessage(popupMessages.title);
  const close = () => setOpen(false);
  const body = (
    <PopupBody
      key={openings}
      source={source}
      variant="dialog"
      multiple={multiple}
      initialChecked={current.rows}
      params={params}
      onCancel={close}
      onConfirm={(checked: PopupRow[]) => pick.confirm(checked) && close()}
    />
  );
  return (
    <>
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
      <PopupFrame open={open} popupType={source.popupType} title={title} popupWidth={source.popupWidth} onClose={close}>
        {body}
      </PopupFrame>
    </>
  );
}
