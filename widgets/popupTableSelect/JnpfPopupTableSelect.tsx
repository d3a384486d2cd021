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
import { usePopoverOpening } from './usePopoverOpening';

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
  const { open, openings, close, onMouseDownCapture, onSelectOpen, onPopoverOpenChange } = usePopoverOpening(
    Boolean(disabled || readOnly),
  );
  const params = useParamList(source.templateJson);
  const current = usePopupValue(source, value, params);
  const pick = usePopupPick(source, 'table', multiple, onChange, current);
  // the popover needs content even while closed, or antd never reports the click that opens it
  const content = (
    <div style={{ width: POPOVER_WIDTH, maxWidth: 'calc(100vw - 32px)' }} role="dialog" aria-label={source.popupTitle}>
      {open && (
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
      )}
    </div>
  );
  return (
    <Popover
      open={open}
      content={content}
      trigger="click"
      placement="bottomLeft"
      arrow={false}
      destroyOnHidden
      onOpenChange={onPopoverOpenChange}
    >
      <div className="jnpf-popup-table-select" onMouseDownCapture={onMouseDownCapture}>
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
          onOpen={onSelectOpen}
          onChange={pick.change}
        />
      </div>
    </Popover>
  );
}
