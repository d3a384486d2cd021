import { createRef, Profiler, useLayoutEffect, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import type { Form } from '@formily/core';
import type { ISchema } from '@formily/react';
import { FormRenderer, type FormRendererHandle } from '../../renderers/FormRenderer';
import { defaultRegistry } from '../../widgets';
import { afterNextFrame, installKeyProbe } from '../form-render/probe';
import { benchRows, COLUMNS, engineFormData, plainRows, plainSchema, TABLE } from './spec';
import { PlainArrayTable } from './PlainArrayTable';
import { variantDom } from './variantDom';
import type { BenchPage, CalcResult, MountResult, Variant } from './protocol';

declare const __BENCH_FLAVOUR__: 'production' | 'profiling';

/**
 * The benchmark page: `?variant=engine|arraytable|arraytable-all&n=1000` mounts one child table of n rows and
 * exposes its measurements on `window.__bench` for bench/child-table.ts.
 */
const params = new URLSearchParams(location.search);
const variant = (params.get('variant') ?? 'engine') as Variant;
const count = Number(params.get('n') ?? 1000);
const profiling = __BENCH_FLAVOUR__ === 'profiling';

const probe = installKeyProbe(() => true, profiling);
const handle = createRef<FormRendererHandle>();
const dom = variantDom(variant);

// the inputs are data the host already has: built before the clock starts
const rows = benchRows(count);
const formData = variant === 'engine' ? engineFormData() : undefined;
const initialValues = { [TABLE]: variant === 'engine' ? rows : plainRows(rows) };
let plainForm: Form | undefined;
const schema = variant === 'engine' ? undefined : (plainSchema(variant === 'arraytable') as ISchema);

const formOf = (): Form => (variant === 'engine' ? handle.current!.form : plainForm!);
const tableValue = () => (formOf().values as Record<string, { goodsName?: string }[]>)[TABLE] ?? [];

function FirstCommit({ onCommit }: { onCommit: (at: number) => void }) {
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the first commit only: the clock stops once
  useLayoutEffect(() => onCommit(performance.now()), []);
  return null;
}

/** Resolves with the rAF time of the first frame in which `ready()` holds (NaN after `limit` ms). */
function frameWhen(ready: () => boolean, limit = 5000): Promise<number> {
  const start = performance.now();
  return new Promise((resolve) => {
    const tick = (at: number) => {
      if (ready()) resolve(performance.now());
      else if (at - start > limit) resolve(NaN);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

function mount(): Promise<MountResult> {
  return new Promise((resolve) => {
    const root = createRoot(document.getElementById('root')!);
    const table: ReactNode =
      variant === 'engine' ? (
        <FormRenderer ref={handle} formData={formData} registry={defaultRegistry} initialValues={initialValues} />
      ) : (
        <PlainArrayTable schema={schema!} initialValues={initialValues} onForm={(form) => (plainForm = form)} />
      );
    const onFirstCommit = async (firstCommitAt: number) => {
      const visibleAt = await afterNextFrame();
      const rowsAtVisible = dom.renderedRows().length;
      const viewportFilled = dom.viewportFilled(count);
      const readyAt = dom.cellsReady(COLUMNS.length)
        ? visibleAt
        : await frameWhen(() => dom.cellsReady(COLUMNS.length));
      resolve({
        firstCommit: firstCommitAt - start,
        visible: visibleAt - start,
        rowsAtVisible,
        viewportFilled,
        cellsReady: readyAt - start,
      });
    };
    const start = performance.now();
    root.render(
      <Profiler id="table" onRender={probe.onCommit}>
        {table}
        <FirstCommit onCommit={(at) => void onFirstCommit(at)} />
      </Profiler>,
    );
  });
}

async function focusCell(row: number, column: string, selectAll = false): Promise<boolean> {
  probe.take(); // the focus change's commits are not the last key's
  if (!(await dom.scrollToRow(row))) return false;
  const box = dom.cellInput(row, column);
  if (!box) return false;
  box.focus();
  const end = box.value.length;
  box.setSelectionRange(selectAll ? 0 : end, end);
  await afterNextFrame();
  await afterNextFrame();
  // ours: the cell's view hands the focus (and the selection) to its widget's input, which replaces it
  const input = dom.cellInput(row, column);
  return input !== null && document.activeElement === input;
}

// long tasks (≥ 50 ms) on the main thread: what the 单价 key sets off after its frame (recomputing 金额 of every row)
const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries()) longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: false });

const longestTaskBetween = (from: number, to: number) =>
  Math.max(0, ...longTasks.filter((t) => t.start >= from && t.start < to).map((t) => t.duration));

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let calc: Promise<CalcResult> | undefined;

async function armCalc(row: number): Promise<boolean> {
  if (!(await focusCell(row, 'price', true))) return false;
  const amountBefore = dom.cellText(row, 'amount');
  const summaryBefore = dom.summaryText('amount');
  calc = new Promise((resolve) => {
    document.addEventListener(
      'keydown',
      () => {
        const start = performance.now();
        let amountAt = NaN;
        let summaryAt = summaryBefore === null ? 0 : NaN;
        void frameWhen(() => {
          const now = performance.now();
          if (Number.isNaN(amountAt) && dom.cellText(row, 'amount') !== amountBefore) amountAt = now;
          if (Number.isNaN(summaryAt) && dom.summaryText('amount') !== summaryBefore) summaryAt = now;
          return !Number.isNaN(amountAt) && !Number.isNaN(summaryAt);
        }, 3000)
          .then(() => wait(Math.max(0, start + 500 - performance.now())))
          .then(() =>
            resolve({
              amount: amountAt - start,
              summary: summaryBefore === null ? NaN : summaryAt - start,
              longestTask: longestTaskBetween(start, start + 500),
            }),
          );
      },
      { capture: true, once: true },
    );
  });
  return true;
}

let rowChange: Promise<number> | undefined;

async function armRowChange(kind: 'add' | 'remove', row = 0): Promise<boolean> {
  const before = tableValue().length;
  let ready: () => boolean;
  if (kind === 'add') {
    ready = () => tableValue().length === before + 1 && dom.addedShown(before);
  } else {
    if (!(await dom.scrollToRow(row))) return false;
    const next = tableValue()[row + 1]?.goodsName ?? '';
    ready = () => tableValue().length === before - 1 && dom.cellInput(row, 'goodsName')?.value === next;
  }
  await afterNextFrame();
  rowChange = new Promise((resolve) => {
    document.addEventListener(
      'click',
      () => {
        const start = performance.now();
        void frameWhen(ready).then((at) => resolve(at - start));
      },
      { capture: true, once: true },
    );
  });
  return true;
}

const page: BenchPage = {
  flavour: __BENCH_FLAVOUR__,
  result: mount(),
  focusCell,
  scrollToRow: (row) => dom.scrollToRow(row),
  keyCount: () => probe.records.length,
  takeKeys: () => probe.take(),
  rowCount: () => tableValue().length,
  rowName: (row) => tableValue()[row]?.goodsName ?? '',
  armCalc,
  calcResult: () => calc ?? Promise.reject(new Error('armCalc first')),
  armRowChange,
  rowChangeResult: () => rowChange ?? Promise.reject(new Error('armRowChange first')),
  addSelector: dom.addSelector,
  removeSelector: dom.removeSelector,
};
(window as unknown as { __bench: BenchPage }).__bench = page;
