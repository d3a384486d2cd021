import { createRoot } from 'react-dom/client';
import { ImportWizard } from '../../renderers/model/import/ImportWizard';
import type { ImportWizardApi } from '../../renderers/model/import/wizardApi';
import { benchHeaders, benchRows } from './data';

/**
 * The import-preview benchmark page: `?n=1000` opens the import wizard over an API that answers at once
 * (the preview with n rows × 20 columns, built before the clock starts), and exposes on `window.__bench` the
 * time from a click on 下一步 (or on the pager) to the first frame that shows the rows, for
 * bench/import-preview.ts.
 */
const count = Number(new URLSearchParams(location.search).get('n') ?? 1000);
const preview = { headerRow: benchHeaders(), dataRow: benchRows(count) };

const api: ImportWizardApi = {
  template: () => Promise.resolve({ name: 'template.xlsx', url: '' }),
  upload: (file) => Promise.resolve({ name: `stored-${file.name ?? 'file'}.xlsx`, url: '' }),
  preview: () => Promise.resolve(preview),
  importData: (list) => Promise.resolve({ snum: list.length, fnum: 0, resultType: 0, failResult: [] }),
  exceptionData: () => Promise.resolve({ name: 'errors.xlsx', url: '' }),
};

export interface Shown {
  /** click → first frame showing the rows (ms) */
  ms: number;
  rows: number;
  cells: number;
}

// a plain table's rows are <tr>, a virtual table's are <div>s: both carry ant-table-row (child tables excluded)
const rowsShown = () =>
  [...document.querySelectorAll('[data-import-step="preview"] .ant-table-row')].filter(
    (row) => !row.closest('[data-import-child]'),
  );
// the first row's first text: which page is shown (not 序号, which counted from 1 on every page before)
const firstIndex = () => rowsShown()[0]?.querySelector('input')?.value ?? '';

/** Resolves with the time of the first animation frame (after its paint) in which `ready()` holds. */
function frameWhen(start: number, ready: () => boolean): Promise<number> {
  return new Promise((resolve) => {
    const tick = () => {
      if (ready()) setTimeout(() => resolve(performance.now() - start), 0);
      else if (performance.now() - start > 10_000) resolve(NaN);
      else requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

let pending: Promise<Shown> | undefined;

/** The next click starts the clock; the rows count when `ready()` holds. */
function arm(ready: () => boolean) {
  pending = new Promise((resolve) => {
    document.addEventListener(
      'click',
      () => {
        const start = performance.now();
        void frameWhen(start, ready).then((ms) =>
          resolve({
            ms,
            rows: rowsShown().length,
            cells: document.querySelectorAll('[data-import-step] [data-field]').length,
          }),
        );
      },
      { capture: true, once: true },
    );
  });
}

const bench = {
  /** before the click on 下一步 of the upload step */
  armPreview: () => arm(() => rowsShown().length > 0),
  /** before a click on the pager's next page */
  armPage: () => {
    const before = firstIndex();
    arm(() => firstIndex() !== before && rowsShown().length > 0);
  },
  result: () => pending ?? Promise.reject(new Error('arm first')),
};
(window as unknown as { __bench: typeof bench }).__bench = bench;

createRoot(document.getElementById('root')!).render(
  <ImportWizard api={api} onCancel={() => undefined} onDone={() => undefined} />,
);
