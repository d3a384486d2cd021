import { afterNextFrame } from '../form-render/probe';
import type { Variant } from './protocol';

/**
 * How the page finds rows, cells, 合计 and buttons in each variant's DOM. Ours: rows carry data-row-index and
 * cells are `.jnpf-table-cell[data-field]` (docs/widgets.md, Child table), inside antd's virtual list past 30
 * rows. ArrayTable: rows are `tr.ant-formily-array-table-row-<index + 1>` (global index, pages included) and cells
 * are found by the `data-field` the bench puts on each FormItem.
 */
export interface VariantDom {
  renderedRows(): Element[];
  cellInput(row: number, column: string): HTMLInputElement | null;
  /** the cell's text and input values: what the user sees in it */
  cellText(row: number, column: string): string;
  /** 合计 of the column (null: no 合计 row) */
  summaryText(column: string): string | null;
  /** brings row `row` into the DOM and the viewport; false when the variant cannot reach it by scrolling */
  scrollToRow(row: number): Promise<boolean>;
  viewportFilled(total: number): boolean;
  /** the row just added at `row` shows (ArrayTable's pages: the pager shows the page it went to) */
  addedShown(row: number): boolean;
  /** every rendered row has all its cells' widgets */
  cellsReady(columns: number): boolean;
  addSelector: string;
  removeSelector(row: number): string;
}

function framesUntil(ready: () => boolean, frames = 120): Promise<boolean> {
  return new Promise((resolve) => {
    let left = frames;
    const tick = () => {
      if (ready()) resolve(true);
      else if (--left <= 0) resolve(false);
      else requestAnimationFrame(tick);
    };
    tick();
  });
}

const textOf = (cell: Element | null | undefined) =>
  cell ? `${cell.textContent ?? ''}|${[...cell.querySelectorAll('input')].map((i) => i.value).join('|')}` : '';

function engineDom(): VariantDom {
  const host = () => document.querySelector('.jnpf-input-table');
  const rowEl = (row: number) => host()?.querySelector(`[data-row-index="${row}"]`) ?? null;
  const cell = (row: number, column: string) => rowEl(row)?.querySelector(`.jnpf-table-cell[data-field="${column}"]`);
  const holder = () => host()?.querySelector<HTMLElement>('.ant-table-tbody-virtual-holder') ?? null;
  const inView = (row: number) => {
    const el = rowEl(row);
    const box = holder()?.getBoundingClientRect();
    if (!el || !box) return el !== null;
    const rect = el.getBoundingClientRect();
    return rect.top >= box.top && rect.bottom <= box.bottom;
  };
  return {
    renderedRows: () => [...(host()?.querySelectorAll('[data-row-index]') ?? [])],
    cellInput: (row, column) => cell(row, column)?.querySelector('input') ?? null,
    cellText: (row, column) => textOf(cell(row, column)),
    summaryText: (column) => host()?.querySelector(`[data-summary="${column}"]`)?.textContent ?? null,
    async scrollToRow(row) {
      host()?.scrollIntoView({ block: 'nearest' });
      const list = holder();
      // as a user's scroll: the virtual list mounts the rows it brings into view. Its heights of rows not yet
      // mounted are estimates, so scroll by what is rendered until the row is there
      for (let tries = 0; list && tries < 12 && !inView(row); tries++) {
        const rendered = [...list.querySelectorAll<HTMLElement>('[data-row-index]')];
        const indices = rendered.map((el) => Number(el.getAttribute('data-row-index')));
        const middle = indices.length ? indices[Math.floor(indices.length / 2)]! : 0;
        const height = rendered[0]?.offsetHeight ?? 40;
        list.scrollTop = Math.max(0, list.scrollTop + (row - middle) * height);
        await afterNextFrame();
        await afterNextFrame();
      }
      const ok = await framesUntil(() => inView(row));
      await afterNextFrame();
      return ok;
    },
    addedShown(row) {
      return this.cellInput(row, 'goodsName') !== null;
    },
    viewportFilled(total) {
      const rows = this.renderedRows();
      const box = holder()?.getBoundingClientRect();
      const last = rows[rows.length - 1]?.getBoundingClientRect();
      return rows.length >= total || (box !== undefined && last !== undefined && last.bottom >= box.bottom);
    },
    cellsReady(columns) {
      const rows = this.renderedRows().length;
      return rows > 0 && (host()?.querySelectorAll('.jnpf-table-cell input').length ?? 0) >= rows * columns;
    },
    addSelector: '.jnpf-input-table .jnpf-table-footer button:has-text("添加")',
    removeSelector: (row) =>
      `.jnpf-input-table [data-row-index="${row}"] .jnpf-table-row-actions button:has-text("删除")`,
  };
}

function arrayTableDom(pageSize: number): VariantDom {
  const host = () => document.querySelector('.ant-formily-array-table');
  const rowEl = (row: number) => host()?.querySelector(`.ant-formily-array-table-row-${row + 1}`) ?? null;
  const cell = (row: number, column: string) => rowEl(row)?.querySelector(`[data-field="${column}"]`);
  return {
    renderedRows: () => [...(host()?.querySelectorAll('tbody tr.ant-table-row') ?? [])],
    cellInput: (row, column) => cell(row, column)?.querySelector('input') ?? null,
    cellText: (row, column) => textOf(cell(row, column)),
    summaryText: () => null,
    async scrollToRow(row) {
      const el = rowEl(row);
      if (!el) return false; // on another page: ArrayTable has no scrolling to it
      el.scrollIntoView({ block: 'center' });
      await afterNextFrame();
      return true;
    },
    addedShown(row) {
      if (this.cellInput(row, 'goodsName') !== null) return true;
      // ArrayTable's 添加 stays on the current page: the new row shows as one more page in the pager
      const page = Math.floor(row / pageSize) + 1;
      return Number.isFinite(pageSize) && document.querySelector(`.ant-pagination-item-${page}`) !== null;
    },
    viewportFilled(total) {
      const rows = this.renderedRows();
      const last = rows[rows.length - 1]?.getBoundingClientRect();
      return rows.length >= Math.min(total, pageSize) || (last !== undefined && last.bottom >= window.innerHeight);
    },
    cellsReady(columns) {
      const rows = this.renderedRows().length;
      return rows > 0 && (host()?.querySelectorAll('[data-field] input').length ?? 0) >= rows * columns;
    },
    addSelector: '.ant-formily-array-table .ant-formily-array-base-addition',
    removeSelector: (row) => `.ant-formily-array-table-row-${row + 1} .ant-formily-array-base-remove`,
  };
}

export function variantDom(variant: Variant): VariantDom {
  if (variant === 'engine') return engineDom();
  return arrayTableDom(variant === 'arraytable' ? 10 : Number.POSITIVE_INFINITY);
}
