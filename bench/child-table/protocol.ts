import type { KeyRecord } from '../form-render/probe';

/**
 * What the child-table benchmark page exposes on `window.__bench` to the driver (bench/child-table.ts).
 * engine: our FormRenderer with the `table` widget (virtual past 30 rows); arraytable: @formily/antd-v5's
 * ArrayTable as it comes (pages of 10 rows); arraytable-all: ArrayTable with `pagination: false`.
 */
export type Variant = 'engine' | 'arraytable' | 'arraytable-all';

export interface MountResult {
  /** ms from before root.render to the first commit's layout effects */
  firstCommit: number;
  /** ms to the first frame after the first commit (rAF + setTimeout 0) */
  visible: number;
  /** rows in the DOM at that frame, and whether they reach past the bottom of the viewport (or are all there) */
  rowsAtVisible: number;
  viewportFilled: boolean;
  /** ms to the first frame in which every row in the DOM has all its cells' widgets (inputs) */
  cellsReady: number;
}

export interface CalcResult {
  /** keydown in 单价 → the frame whose rAF first sees the row's 金额 changed */
  amount: number;
  /** keydown → the frame that first sees 合计 of 金额 changed (NaN: the variant has no 合计) */
  summary: number;
  /** the longest main-thread task (PerformanceObserver longtask, ≥ 50 ms) in the 500 ms after the key; 0: none */
  longestTask: number;
}

export interface BenchPage {
  flavour: 'production' | 'profiling';
  result: Promise<MountResult>;
  /** scrolls row `row` into view (a virtual table mounts it then), focuses its `column` input, caret at the end */
  focusCell(row: number, column: string, selectAll?: boolean): Promise<boolean>;
  /** brings row `row` into view as a user's scroll would (false: the variant cannot, e.g. another page) */
  scrollToRow(row: number): Promise<boolean>;
  keyCount(): number;
  takeKeys(): KeyRecord[];
  rowCount(): number;
  /** the row's goodsName, read from the form's values */
  rowName(row: number): string;
  /** before pressing a digit in 单价 of `row`: focuses it with its text selected, remembers 金额 and 合计 */
  armCalc(row: number): Promise<boolean>;
  calcResult(): Promise<CalcResult>;
  /** before a click on 添加 (remove: on row `row`'s 删除): the next click starts the clock */
  armRowChange(kind: 'add' | 'remove', row?: number): Promise<boolean>;
  /** click → the frame whose rAF first sees the row added (removed: the next row's name in its place) */
  rowChangeResult(): Promise<number>;
  /** CSS selectors of the 添加 button and of row `row`'s 删除 button */
  addSelector: string;
  removeSelector(row: number): string;
}
