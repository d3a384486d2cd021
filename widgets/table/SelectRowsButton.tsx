import { useState } from 'react';
import { Button } from 'antd';
import { CheckSquareOutlined } from '@ant-design/icons';
import { PopupBody, PopupFrame, copiedValue, relationCopies, useParamList } from '../shared/popup';
import type { PopupRow, PopupSourceProps } from '../shared/popup';
import type { FooterButton } from './TableFooter';

export interface SelectRowsButtonProps {
  button: FooterButton;
  config: PopupSourceProps;
  /** the picked rows mapped onto the table's columns: one new table row per picked row */
  onPick(rows: Record<string, unknown>[]): void;
}

/**
 * 选择数据: a footer button opening the select dialog of its actionConfig (the same popup as popupSelect: a
 * data interface or a form model, keyword, paging, checkboxes). Each picked row becomes a new table row whose
 * columns are filled by relationOptions (a column of the picked row, or a fixed value).
 */
export function SelectRowsButton({ button, config, onPick }: SelectRowsButtonProps) {
  const [open, setOpen] = useState(false);
  const params = useParamList(config.templateJson);
  const copies = relationCopies(config);
  const confirm = (picked: PopupRow[]) => {
    setOpen(false);
    if (!picked.length) return;
    onPick(picked.map((row) => Object.fromEntries(copies.map((copy) => [copy.field, copiedValue(copy, [row])]))));
  };
  return (
    <>
      <Button type={button.type} danger={button.danger} icon={<CheckSquareOutlined />} onClick={() => setOpen(true)}>
        {button.label}
      </Button>
      <PopupFrame
        open={open}
        popupType={config.popupType}
        title={config.popupTitle || button.label}
        popupWidth={config.popupWidth}
        onClose={() => setOpen(false)}
      >
        {open ? (
          <PopupBody
            source={config}
            variant="dialog"
            multiple
            initialChecked={[]}
            params={params}
            onConfirm={confirm}
            onCancel={() => setOpen(false)}
          />
        ) : null}
      </PopupFrame>
    </>
  );
}
