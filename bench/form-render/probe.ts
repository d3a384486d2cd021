/**
 * In-page measurement: frames after a commit, mounted-field counts, and keystroke latency. Timestamps are
 * performance.now(); "after the frame" is a requestAnimationFrame callback followed by a setTimeout 0, i.e.
 * once the frame that shows the change has been produced.
 */
export const afterNextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

export const mountedFieldCount = () => document.querySelectorAll('[data-field]').length;

/**
 * Resolves, after the frame that shows it, once `count` distinct fields are in the DOM under `root`. Counts the
 * fields in each added subtree (a MutationObserver), so the probe costs O(added nodes), not a query of the
 * whole document per frame, and does not slow the thing it measures.
 */
export function whenFieldsMounted(root: Element, count: number): Promise<number> {
  return new Promise((resolve) => {
    const seen = new Set<string>();
    const add = (el: Element) => {
      const own = el.getAttribute('data-field');
      if (own !== null) seen.add(own);
      for (const inner of el.querySelectorAll('[data-field]')) seen.add(inner.getAttribute('data-field')!);
    };
    add(root);
    const done = () => {
      observer.disconnect();
      void afterNextFrame().then(resolve);
    };
    const observer = new MutationObserver((records) => {
      for (const record of records) for (const node of record.addedNodes) if (node instanceof Element) add(node);
      if (seen.size >= count) done();
    });
    observer.observe(root, { childList: true, subtree: true });
    if (seen.size >= count) done();
  });
}

/** Whether the fields in the DOM already fill the viewport (or every field is there). */
export function viewportFilled(total: number): boolean {
  const items = document.querySelectorAll('[data-field]');
  if (items.length >= total) return true;
  const last = items[items.length - 1];
  return last !== undefined && last.getBoundingClientRect().top >= window.innerHeight;
}

export interface KeyRecord {
  field: string;
  /** keydown (capture) → the input event fully handled: React committed, microtasks drained */
  handled: number;
  /** keydown → the next animation frame after the input event (includes waiting for the frame clock) */
  toFrame: number;
  /** that frame's own rendering work: its rAF → setTimeout 0 after it (style, layout, paint) */
  frameWork: number;
  /** keydown → after that frame (rAF + setTimeout 0): everything, waits included */
  afterFrame: number;
  /** the key event's own timestamp → the next frame: also counts the time the event waited for a busy thread */
  stampToFrame: number;
  /** React commits between keydown and the next frame (profiling build only; -1 otherwise) */
  commitsToFrame: number;
  /** React commits between keydown and the next keydown (or the read), to catch late ones */
  commitsTotal: number;
  /** every field already mounted when the key was pressed */
  allMounted: boolean;
}

export interface KeyProbe {
  records: KeyRecord[];
  /** counts onRender calls; the Profiler's callback */
  onCommit(): void;
  /** closes the last record's commitsTotal (call it before focusing another field) and returns the records */
  take(): KeyRecord[];
}

interface PendingKey {
  start: number;
  stamp: number;
  commitsAtStart: number;
  field: string;
  allMounted: boolean;
  handledAt?: number;
  framePending?: boolean;
}

export function installKeyProbe(isAllMounted: () => boolean, profiling: boolean): KeyProbe {
  let commits = 0;
  let pending: PendingKey | null = null;
  let open: { record: KeyRecord; commitsAtStart: number } | null = null;
  const records: KeyRecord[] = [];
  const closeOpen = () => {
    if (open) open.record.commitsTotal = profiling ? commits - open.commitsAtStart : -1;
    open = null;
  };
  document.addEventListener(
    'keydown',
    (event) => {
      closeOpen();
      const target = event.target as HTMLElement | null;
      const field = target?.closest('[data-field]')?.getAttribute('data-field') ?? '';
      pending = {
        start: performance.now(),
        stamp: event.timeStamp,
        commitsAtStart: commits,
        field,
        allMounted: isAllMounted(),
      };
    },
    true,
  );
  // capture at the document: before React's listener on the root; the frame after the input is what counts
  document.addEventListener(
    'input',
    () => {
      const key = pending;
      if (!key || key.framePending) return;
      key.framePending = true;
      requestAnimationFrame(() => {
        const frameAt = performance.now();
        const commitsToFrame = profiling ? commits - key.commitsAtStart : -1;
        setTimeout(() => {
          const doneAt = performance.now();
          const handled = (key.handledAt ?? frameAt) - key.start;
          const record: KeyRecord = {
            field: key.field,
            handled,
            toFrame: frameAt - key.start,
            frameWork: doneAt - frameAt,
            afterFrame: doneAt - key.start,
            stampToFrame: frameAt - key.stamp,
            commitsToFrame,
            commitsTotal: -1,
            allMounted: key.allMounted,
          };
          if (pending === key) pending = null;
          records.push(record);
          open = { record, commitsAtStart: key.commitsAtStart };
        }, 0);
      });
    },
    true,
  );
  // bubbling at the window: after React's listener, whose synchronous commit and microtasks have run by now
  window.addEventListener('input', () => {
    if (pending && pending.handledAt === undefined) pending.handledAt = performance.now();
  });
  return {
    records,
    onCommit: () => void commits++,
    take() {
      closeOpen();
      return records.slice();
    },
  };
}
