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
  index: number;
  lang: EngineLanguage;
  onCopy(index: number): void;
  onRemove(index: number): void;
}

/** memoised: the table re-renders every row in view when a row comes or goes; a row's buttons only when it moves */
export const RowActions = memo(function RowActions({ buttons, index, lang, onCopy, onRemove }: RowActionsProps) {
  return (
    <span className="jnpf-table-row-actions">
      {buttons.map((button) => {
        if (button.value === 'copy')
          return (
            <Button key="copy" type="link" size="small" onClick={() => onCopy(index)}>
              {button.label}
            </Button>
          );
        const remove = (
          <Button
            key="remove"
            type="link"
            size="small"
            danger
            onClick={button.showConfirm ? undefined : () => onRemove(index)}
          >
            {button.label}
          </Button>
        );
        return button.showConfirm ? (
          <Popconfirm
            key="remove"
            title={formatMessage(tableMessages.confirmRemove, {}, lang)}
            onConfirm={() => onRemove(index)}
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
