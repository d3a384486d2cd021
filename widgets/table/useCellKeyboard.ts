import { useCallback, useRef, type KeyboardEvent, type RefObject } from 'react';
import { focusCell } from './focusCell';

export interface CellKeyboardInput {
  hostRef: RefObject<HTMLElement | null>;
  rowCount: number;
  scrollToRow(index: number): unknown;
}

interface Position {
  rowKey: string;
  index: number;
  column: string;
}

function positionOf(target: HTMLElement): Position | undefined {
  const cell = target.closest<HTMLElement>('.jnpf-table-cell');
  const row = target.closest<HTMLElement>('[data-row-key]');
  if (!cell || !row) return undefined;
  return { rowKey: row.dataset.rowKey ?? '', index: Number(row.dataset.rowIndex), column: cell.dataset.field ?? '' };
}

/** a plain text box, where Enter and the up/down arrows are free to move between rows */
function isPlainInput(target: HTMLElement): boolean {
  return target instanceof HTMLInputElement && !target.closest('.ant-select, .ant-picker, .ant-cascader');
}

/**
 * Moving between cells across the virtual boundary: Tab on a row's last cell (Shift-Tab on its first) and
 * Enter / ↑ / ↓ in a text box go to the neighbouring row even when that row is not mounted yet — it is
 * scrolled into view, then its cell is focused. Within a mounted row the browser's own Tab order is kept.
 */
export function useCellKeyboard({ hostRef, rowCount, scrollToRow }: CellKeyboardInput) {
  // a move still waiting for its row to mount: the next key moves on from there, not from the old focus
  const pending = useRef<{ index: number; column: string } | null>(null);
  return useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const target = event.target as HTMLElement;
      const focused = positionOf(target);
      const at = focused && pending.current ? { ...focused, ...pending.current } : focused;
      const host = hostRef.current;
      if (!at || !host || !Number.isFinite(at.index)) return;
      const cells = [...(target.closest('[data-row-key]')?.querySelectorAll<HTMLElement>('.jnpf-table-cell') ?? [])];
      const columns = cells.map((c) => c.dataset.field ?? '');
      const position = columns.indexOf(at.column);
      let next: { index: number; column: string } | undefined;
      if (event.key === 'Tab' && !event.shiftKey && position === columns.length - 1)
        next = { index: at.index + 1, column: columns[0] };
      else if (event.key === 'Tab' && event.shiftKey && position === 0)
        next = { index: at.index - 1, column: columns[columns.length - 1] };
      else if ((event.key === 'Enter' || event.key === 'ArrowDown') && isPlainInput(target))
        next = { index: at.index + 1, column: at.column };
      else if (event.key === 'ArrowUp' && isPlainInput(target)) next = { index: at.index - 1, column: at.column };
      if (!next || next.index < 0 || next.index >= rowCount) return;
      const rowEl = host.querySelector<HTMLElement>(`[data-row-index="${next.index}"]`);
      event.preventDefault();
      // a mounted row is brought into view by the focus itself; scrolling the list to it would also push the
      // focused row out of the virtual window and the focus with it
      if (!rowEl) scrollToRow(next.index);
      const key = rowEl?.dataset.rowKey;
      const move = next;
      pending.current = move;
      const done = () => {
        if (pending.current === move) pending.current = null;
      };
      if (key) focusCell(hostRef, key, next.column, 20, done);
      else waitForRow(hostRef, next.index, next.column, done);
    },
    [hostRef, rowCount, scrollToRow],
  );
}

/** the row is not mounted yet: find it by index once the virtual list has rendered it */
function waitForRow(
  hostRef: RefObject<HTMLElement | null>,
  index: number,
  column: string,
  done: () => void,
  tries = 20,
) {
  const row = hostRef.current?.querySelector<HTMLElement>(`[data-row-index="${index}"]`);
  if (row?.dataset.rowKey) focusCell(hostRef, row.dataset.rowKey, column, 20, done);
  else if (tries > 0) requestAnimationFrame(() => waitForRow(hostRef, index, column, done, tries - 1));
  else done();
}
