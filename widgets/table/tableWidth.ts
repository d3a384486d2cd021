import type { TableColumn } from './columns';
import { actionWidth, DEFAULT_WIDTH, INDEX_WIDTH } from './antdColumns';
import { SELECTION_WIDTH } from './rowSelection';

/** The table's full width (selection, 序号, the visible columns, 操作): the horizontal scroll width. */
export function tableWidth(columns: readonly TableColumn[], selectable: boolean, actions: number): number {
  const body = columns.filter((c) => !c.hidden).reduce((sum, c) => sum + (c.width ?? DEFAULT_WIDTH), 0);
  return INDEX_WIDTH + (selectable ? SELECTION_WIDTH : 0) + body + (actions ? actionWidth(actions) : 0);
}
