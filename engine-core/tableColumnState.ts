import type { Form } from '@formily/core';
import { observable } from '@formily/reactive';

/**
 * What scripts change on a child-table column as a whole (`setShowOrHide('items.price', false)`,
 * `setRequired('items.price', true)`): a column is not one Formily field but one per row, so the state lives
 * here, per form, keyed by the column's path (`<table>.<column>`), and the child table reads it (observably).
 */
export interface TableColumnState {
  hidden: Record<string, boolean>;
  required: Record<string, boolean>;
}

const states = new WeakMap<Form, TableColumnState>();

export function tableColumnState(form: Form): TableColumnState {
  let state = states.get(form);
  if (!state) {
    state = observable({ hidden: {}, required: {} }) as TableColumnState;
    states.set(form, state);
  }
  return state;
}

/** A cell's path `<table>.<row>.<column>` → the column's path and the row, or undefined for other paths. */
export function rowCellOf(path: string): { column: string; table: string; rowIndex: number } | undefined {
  const match = /^(.+)\.(\d+)\.([^.]+)$/.exec(path);
  if (!match) return undefined;
  return { table: match[1], rowIndex: Number(match[2]), column: `${match[1]}.${match[3]}` };
}
