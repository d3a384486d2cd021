/**
 * In-page measurement: frames after a commit, mounted-field counts, and keystroke latency. Timestamps are
 * performance.now(); "after the frame" is a requestAnimationFrame callback followed by a setTimeout 0, i.e.
 * once the frame that shows the change has been produced.
 */
export const afterNextFrame = () =>
  new Promise<number>((resolve) => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0)));

export const mountedFieldCount = () => document.querySelectorAll('[data-field]').length;

/** Polls once per frame until `count` fields are in the DOM; resolves with the time after that frame. */
export function whenFieldsMounted(count: number): Promise<number> {
  return new Promise((resolve) => {
    const poll = () => {
      if (mountedFieldCount() >= count) setTimeout(() => resolve(performance.now()), 0);
      else requestAnimationFrame(poll);
    };
    requestAnimationFrame(poll);
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
  /** keydown (capture) → the next animation frame after the input event */
  toFrame: number;
  /** keydown → after that frame (rAF + setTimeout 0) */
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
  /** closes the last record's commitsTotal and returns the records so far */
  take(): KeyRecord[];
}

export function installKeyProbe(isAllMounted: () => boolean, profiling: boolean): KeyProbe {
  let commits = 0;
  let pending: { start: number; stamp: number; commitsAtStart: number; field: string; allMounted: boolean } | null = null;
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
      pending = { start: performance.now(), stamp: event.timeStamp, commitsAtStart: commits, field, allMounted: isAllMounted() };
    },
    true,
  );
  document.addEventListener(
    'input',
    () => {
      const key = pending;
      pending = null;
      if (!key) return;
      requestAnimationFrame(() => {
        const frame = performance.now();
        const toFrame = frame - key.start;
        const stampToFrame = frame - key.stamp;
        const commitsToFrame = profiling ? commits - key.commitsAtStart : -1;
        setTimeout(() => {
          const record: KeyRecord = {
            field: key.field,
            toFrame,
            stampToFrame,
            afterFrame: performance.now() - key.start,
            commitsToFrame,
            commitsTotal: -1,
            allMounted: key.allMounted,
          };
          records.push(record);
          open = { record, commitsAtStart: key.commitsAtStart };
        }, 0);
      });
    },
    true,
  );
  return {
    records,
    onCommit: () => void commits++,
    take() {
      closeOpen();
      return records.slice();
    },
  };
}
