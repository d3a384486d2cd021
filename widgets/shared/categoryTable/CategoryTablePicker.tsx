import { useState } from 'react';
import { Button, Input, Modal } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import type { OptionItem } from '../../../engine-core/services';
import { CategoryTree } from './CategoryTree';
import { categoryTableMessages as m } from './messages';
import { RowsTable, type CategoryTableColumn, type PickerRow } from './RowsTable';
import { useCategoryRows, type CategoryRowsPage, type CategoryRowsQuery } from './useCategoryRows';

export interface CategoryTablePickerProps {
  open: boolean;
  title: string;
  /** px, 1000 by default */
  width?: number;
  /** the heading of the category tree */
  categoryTitle: string;
  categories(): Promise<OptionItem[]>;
  /** a page of rows; must be a stable function (it is a dependency of the load) */
  load(query: CategoryRowsQuery): Promise<CategoryRowsPage<PickerRow>>;
  columns: CategoryTableColumn[];
  rowKey: string;
  /** the column naming a row for screen readers */
  nameKey: string;
  /** the rowKey of the row picked before */
  value?: string;
  /** shows 新建: resolves true when a row was created, and the table reloads */
  onAdd?(): Promise<boolean>;
  onConfirm(row: PickerRow): void;
  onCancel(): void;
}

const PAGE_SIZE = 20;

/**
 * A picker over a categorised, paged list (the business-number templates): the category tree on the left, a
 * keyword search, 新建 when the caller can create rows, and a table with one row to pick. Confirm hands the row
 * back; cancel and Esc drop the pick. Mounted only while open, so each opening starts afresh.
 */
export function CategoryTablePicker(props: CategoryTablePickerProps) {
  useEngineLanguage();
  if (!props.open) return null;
  return (
    <Modal
      open
      title={props.title}
      width={props.width ?? 1000}
      centered
      maskClosable={false}
      onCancel={props.onCancel}
      footer={null}
      styles={{ body: { padding: 0 } }}
    >
      <PickerBody {...props} />
    </Modal>
  );
}

function PickerBody(props: CategoryTablePickerProps) {
  const { load, rowKey, onAdd, onConfirm, onCancel } = props;
  const [query, setQuery] = useState<CategoryRowsQuery>({
    keyword: '',
    categoryId: '',
    currentPage: 1,
    pageSize: PAGE_SIZE,
  });
  const [draft, setDraft] = useState('');
  const [reloads, setReloads] = useState(0);
  const [picked, setPicked] = useState<{ key: string; row?: PickerRow } | null>(
    props.value ? { key: props.value } : null,
  );
  const { rows, total, loading } = useCategoryRows(load, query, reloads);
  const pickedRow = picked?.row ?? rows.find((row) => String(row[rowKey]) === picked?.key);
  const pick = (row: PickerRow) => setPicked({ key: String(row[rowKey]), row });
  const add = async () => {
    if (await onAdd?.()) setReloads((n) => n + 1);
  };

  return (
    <div className="jnpf-category-picker" style={{ padding: '8px 16px 12px' }}>
      <div style={{ display: 'flex', height: 500, border: '1px solid #f0f0f0' }}>
        <CategoryTree
          title={props.categoryTitle}
          load={props.categories}
          value={query.categoryId}
          onChange={(categoryId) => setQuery((q) => ({ ...q, categoryId, currentPage: 1 }))}
        />
        <div style={{ flex: 1, minWidth: 0, padding: 8, display: 'flex', flexDirection: 'column', gap: 8 }}>
          <div style={{ display: 'flex', gap: 8 }}>
            <Input.Search
              allowClear
              value={draft}
              placeholder={formatMessage(m.search)}
              aria-label={formatMessage(m.search)}
              style={{ maxWidth: 320 }}
              onChange={(e) => setDraft(e.target.value)}
              onSearch={(text) => setQuery((q) => ({ ...q, keyword: text.trim(), currentPage: 1 }))}
            />
            <span style={{ flex: 1 }} />
            {onAdd && (
              <Button type="primary" icon={<PlusOutlined />} onClick={() => void add()}>
                {formatMessage(m.add)}
              </Button>
            )}
          </div>
          <RowsTable
            rows={rows}
            total={total}
            loading={loading}
            columns={props.columns}
            rowKey={rowKey}
            nameKey={props.nameKey}
            currentPage={query.currentPage}
            pageSize={query.pageSize}
            pickedKey={picked?.key ?? null}
            onPick={pick}
            onConfirm={onConfirm}
            onPage={(currentPage, pageSize) => setQuery((q) => ({ ...q, currentPage, pageSize }))}
          />
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button onClick={onCancel}>{formatMessage(m.cancel)}</Button>
        <Button type="primary" disabled={!pickedRow} onClick={() => pickedRow && onConfirm(pickedRow)}>
          {formatMessage(m.confirm)}
        </Button>
      </div>
    </div>
  );
}
