import { Button, Popconfirm } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { PopupSourceProps } from '../shared/popup';
import { useSelectedKeys, type RowSelectionStore } from './rowSelection';
import { tableMessages } from './messages';
import { SelectRowsButton } from './SelectRowsButton';

export interface FooterButton {
  value: 'add' | 'batchRemove' | 'batchAdd';
  label: string;
  type: 'primary' | 'default' | 'dashed' | 'link' | 'text';
  danger: boolean;
  showConfirm: boolean;
  /** batchAdd: the select dialog the rows come from (a data interface or a form model) */
  actionConfig?: PopupSourceProps;
}

type Item = {
  value?: unknown;
  label?: unknown;
  show?: unknown;
  btnType?: unknown;
  showConfirm?: unknown;
  actionConfig?: unknown;
};
const VALUES = new Set(['add', 'batchRemove', 'batchAdd']);
const FALLBACK = { add: tableMessages.add, batchRemove: tableMessages.batchRemove, batchAdd: tableMessages.batchAdd };
const TYPES = new Set(['primary', 'default', 'dashed', 'link', 'text']);

/** footerBtnsList → the buttons under the table; without the list, the platform's single 添加. */
export function footerButtonsOf(list: unknown, lang: EngineLanguage): FooterButton[] {
  const items: Item[] = Array.isArray(list) ? (list as Item[]) : [{ value: 'add', btnType: 'primary' }];
  return items.flatMap((item): FooterButton[] => {
    if (!item || !VALUES.has(String(item.value)) || item.show === false) return [];
    const value = item.value as FooterButton['value'];
    // a selection button without its dialog has nothing to open
    if (value === 'batchAdd' && (!item.actionConfig || typeof item.actionConfig !== 'object')) return [];
    const fallback = FALLBACK[value];
    const btnType = typeof item.btnType === 'string' ? item.btnType : '';
    return [
      {
        value,
        label: typeof item.label === 'string' && item.label ? item.label : formatMessage(fallback, {}, lang),
        // the designer's element-ui types: danger is a red button, others map onto antd's
        type: (TYPES.has(btnType) ? btnType : item.value === 'add' ? 'primary' : 'default') as FooterButton['type'],
        danger: btnType === 'danger' || item.value === 'batchRemove',
        showConfirm: item.showConfirm === true,
        actionConfig: value === 'batchAdd' ? (item.actionConfig as PopupSourceProps) : undefined,
      },
    ];
  });
}

export interface TableFooterProps {
  buttons: readonly FooterButton[];
  lang: EngineLanguage;
  onAdd(): void;
  /** with no row selected it says 请选择一条数据 */
  onBatchRemove(): void;
  /** the selected rows */
  selection: RowSelectionStore;
  /** rows picked in a batchAdd dialog, already mapped onto the table's columns */
  onAddRows(rows: Record<string, unknown>[]): void;
}

export function TableFooter({ buttons, lang, onAdd, onBatchRemove, onAddRows, selection }: TableFooterProps) {
  const selectedCount = useSelectedKeys(selection).length;
  return (
    <div className="jnpf-table-footer" data-region="table-footer">
      {buttons.map((button) => {
        if (button.value === 'batchAdd' && button.actionConfig)
          return <SelectRowsButton key="batchAdd" button={button} config={button.actionConfig} onPick={onAddRows} />;
        if (button.value === 'add')
          return (
            <Button key="add" type={button.type} danger={button.danger} icon={<PlusOutlined />} onClick={onAdd}>
              {button.label}
            </Button>
          );
        const remove = (
          <Button
            key="batchRemove"
            type={button.type}
            danger={button.danger}
            icon={<DeleteOutlined />}
            onClick={button.showConfirm && selectedCount > 0 ? undefined : onBatchRemove}
          >
            {button.label}
          </Button>
        );
        return button.showConfirm && selectedCount > 0 ? (
          <Popconfirm
            key="batchRemove"
            title={formatMessage(tableMessages.confirmRemove, {}, lang)}
            onConfirm={onBatchRemove}
          >
            {remove}
          </Popconfirm>
        ) : (
          remove
        );
      })}
    </div>
  );
}
