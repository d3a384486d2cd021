import { memo } from 'react';
import { Button, Popconfirm } from 'antd';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { tableMessages } from './messages';

/** A row button of columnBtnsList: copy or remove (remove may ask first). */
export interface RowButton {
  value: 'copy' | 'remove';
  label: string;
  showConfirm: boolean;
}

type Item = { value?: unknown; label?: unknown; show?: unknown; showConfirm?: unknown };

/**
 * columnBtnsList → the row buttons shown. A model without the list (older designers) gets the platform's
 * single remove button.
 */
export function rowButtonsOf(list: unknown, lang: EngineLanguage): RowButton[] {
  const items: Item[] = Array.isArray(list) ? (list as Item[]) : [{ value: 'remove' }];
  return items.flatMap((item): RowButton[] => {
    if (!item || (item.value !== 'copy' && item.value !== 'remove') || item.show === false) return [];
    const fallback = item.value === 'copy' ? tableMessages.copy : tableMessages.remove;
    const label = typeof item.label === 'string' && item.label ? item.label : formatMessage(fallback, {}, lang);
    return [{ value: item.value, label, showConfirm: item.showConfirm === true }];
  });
}

export interface RowActionsProps {
  buttons: readonly RowButton[];
  /** the row's key (rowKeys.ts): the buttons find the row when clicked, so a row that moves keeps them as they are */
  rowKey: string;
  lang: EngineLanguage;
  onCopy(rowKey: string): void;
  onRemove(rowKey: string): void;
}

/**
 * Memoised on the row's key, not its index: the table re-renders every row in view when a row comes or goes,
 * and the rows after a removed one move up, but their buttons stay as they are.
 */
export const RowActions = memo(function RowActions({ buttons, rowKey, lang, onCopy, onRemove }: RowActionsProps) {
  return (
    <span className="jnpf-table-row-actions">
      {buttons.map((button) => {
        if (button.value === 'copy')
          return (
            <Button key="copy" type="link" size="small" onClick={() => onCopy(rowKey)}>
              {button.label}
            </Button>
          );
        const remove = (
          <Button
            key="remove"
            type="link"
            size="small"
            danger
            onClick={button.showConfirm ? undefined : () => onRemove(rowKey)}
          >
            {button.label}
          </Button>
        );
        return button.showConfirm ? (
          <Popconfirm
            key="remove"
            title={formatMessage(tableMessages.confirmRemove, {}, lang)}
            onConfirm={() => onRemove(rowKey)}
          >
            {remove}
          </Popconfirm>
        ) : (
          remove
        );
      })}
    </span>
  );
});
