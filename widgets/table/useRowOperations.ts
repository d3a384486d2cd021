import { useCallback, useLayoutEffect, useState } from 'react';
import type { ArrayField } from '@formily/core';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import type { EngineServices } from '../../engine-core/services';
import { newRow, type TableColumn } from './columns';
import { copyOfRow, rowKeyOf } from './rowKeys';
import type { RowRef } from './antdColumns';
import { tableMessages } from './messages';
import { RowSelectionStore } from './rowSelection';

export interface RowOperationsInput {
  field: ArrayField;
  columns: readonly TableColumn[];
  rows: readonly RowRef[];
  services: EngineServices;
  lang: EngineLanguage;
  scrollToRow(index: number, align?: 'bottom'): unknown;
}

/**
 * The row operations of the table, all through Formily's array methods so the states of mounted cells move
 * with their rows: add (column defaults), copy (a deep copy right under its row), remove, and batch remove of
 * the selected rows (by row key, so a selection survives other rows being added or removed).
 */
export function useRowOperations({ field, columns, rows, services, lang, scrollToRow }: RowOperationsInput) {
  const [selection] = useState(() => new RowSelectionStore());
  // after the render that shows them: the store tells its checkboxes, which must not update during a render
  useLayoutEffect(() => selection.setRows(rows.map((row) => row.key)), [selection, rows]);
  // by key: a row's buttons are not re-rendered when the row moves, so they find its index when clicked
  const indexOf = useCallback(
    (key: string) => (Array.isArray(field.value) ? field.value.findIndex((row) => rowKeyOf(row) === key) : -1),
    [field],
  );
  const onCopy = useCallback(
    (key: string) => {
      const index = indexOf(key);
      if (index >= 0) void field.insert(index + 1, copyOfRow(field.value[index]));
    },
    [field, indexOf],
  );
  const onRemove = useCallback(
    (key: string) => {
      const index = indexOf(key);
      if (index >= 0) void field.remove(index);
    },
    [field, indexOf],
  );
  const onAdd = () => {
    const index = Array.isArray(field.value) ? field.value.length : 0;
    void field.push(newRow(columns));
    scrollToRow(index, 'bottom');
  };
  // rows from a select dialog: the column defaults, then what the pick fills in
  const onAddRows = (picked: Record<string, unknown>[]) => {
    const index = Array.isArray(field.value) ? field.value.length : 0;
    void field.push(...picked.map((values) => ({ ...newRow(columns), ...values })));
    scrollToRow(index, 'bottom');
  };
  const onBatchRemove = () => {
    const chosen = new Set(selection.selected);
    if (!chosen.size) {
      services.toast(formatMessage(tableMessages.selectOne, {}, lang), 'warning');
      return;
    }
    // from the last index down, so earlier removals do not shift the rows still to remove
    for (let i = rows.length - 1; i >= 0; i--) if (chosen.has(rows[i].key)) void field.remove(i);
    selection.clear();
  };
  return { selection, onCopy, onRemove, onAdd, onAddRows, onBatchRemove };
}
