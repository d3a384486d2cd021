import { createContext, startTransition, useContext, useEffect, useLayoutEffect, useRef, useState } from 'react';

/**
 * Progressive mounting of large grids. A grid with many children renders the first screenful at once and the
 * rest in chunks, each in idle time and inside `startTransition`, so typing in the visible fields is never
 * held up by the fields below. A form can only be validated or submitted once every field exists, so grids
 * that are still mounting register with the form's MountTracker, and submit() waits for it.
 */
export interface MountTracker {
  /** a grid starts mounting in the background; the returned function says it is done (idempotent) */
  begin(): () => void;
  /** resolves once no grid of the form is still mounting */
  whenSettled(): Promise<void>;
  /** grids still mounting */
  readonly pending: number;
}

export function createMountTracker(): MountTracker {
  let pending = 0;
  let waiters: (() => void)[] = [];
  const settle = () => {
    if (pending !== 0) return;
    const ready = waiters;
    waiters = [];
    ready.forEach((resolve) => resolve());
  };
  return {
    get pending() {
      return pending;
    },
    begin() {
      pending++;
      let done = false;
      return () => {
        if (done) return;
        done = true;
        // a grid's last chunk can mount nested grids in the same commit: they register before this runs
        queueMicrotask(() => {
          pending--;
          settle();
        });
      };
    },
    whenSettled() {
      if (pending === 0) return Promise.resolve();
      return new Promise((resolve) => waiters.push(resolve));
    },
  };
}

/** The enclosing form's tracker; without one (a grid outside FormRenderer) grids still mount progressively. */
export const GridMountContext = createContext<MountTracker | null>(null);

/** Grids up to this many children render them all at once: every form of ordinary size is unaffected. */
export const EAGER_CHILDREN = 60;
/** Children per background chunk (rounded up to the end of a grid line). */
export const CHUNK_CHILDREN = 30;
/** A line of fields is at least this tall, so the first block covers the viewport even for the smallest size. */
const MIN_LINE_PX = 32;
const FALLBACK_VIEWPORT_PX = 1080;

/** [start, end) of a run of children that starts and ends on grid-line boundaries */
export type Block = readonly [number, number];

/**
 * A grid's children cut into blocks at line boundaries (a child starts a new line when the spans before it
 * on its line would exceed 24): the first block fills the first screen (the lines a viewport can show at
 * MIN_LINE_PX each), each further one holds at least CHUNK_CHILDREN children. A grid of up to EAGER_CHILDREN
 * children is one block.
 */
export function gridBlocks(spans: readonly number[], viewportPx = viewportHeight()): Block[] {
  if (spans.length <= EAGER_CHILDREN) return [[0, spans.length]];
  const firstLines = Math.ceil(viewportPx / MIN_LINE_PX);
  const blocks: Block[] = [];
  let start = 0;
  let lines = 0;
  let used = 24;
  for (let i = 0; i < spans.length; i++) {
    const span = spans[i]!;
    if (used + span > 24) {
      // child i starts a line: close the block here when it is big enough
      const full = blocks.length === 0 ? lines >= firstLines : i - start >= CHUNK_CHILDREN;
      if (full) {
        blocks.push([start, i]);
        start = i;
      }
      lines++;
      used = 0;
    }
    used += span;
  }
  blocks.push([start, spans.length]);
  return blocks;
}

function viewportHeight(): number {
  return typeof window !== 'undefined' && window.innerHeight > 0 ? window.innerHeight : FALLBACK_VIEWPORT_PX;
}

type Cancel = () => void;

/** Idle time where the browser has it (Safari has not), else the next task. */
function whenIdle(run: () => void): Cancel {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(run, { timeout: 200 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(run, 0);
  return () => clearTimeout(id);
}

/**
 * Blocks per background step adapt to how long the last step took, from its start to its commit: fewer
 * steps mean less per-step overhead (a frame, an idle wait), but a step's commit cannot be interrupted, so a
 * slow step (a slow machine, or the user typing, which restarts the render) halves the next one.
 */
const FAST_STEP_MS = 40;
const SLOW_STEP_MS = 120;
const MAX_STEP_BLOCKS = 8;

export function nextStepBlocks(blocks: number, lastStepMs: number): number {
  if (lastStepMs < FAST_STEP_MS) return Math.min(MAX_STEP_BLOCKS, blocks * 2);
  if (lastStepMs > SLOW_STEP_MS) return Math.max(1, Math.floor(blocks / 2));
  return blocks;
}

/**
 * The blocks of a grid to render now: the first one at once, then more after each commit, in idle time and
 * as a transition (typing interrupts it). While some are missing, the grid is registered with the form's
 * MountTracker.
 */
export function useProgressiveBlocks(blocks: readonly Block[]): readonly Block[] {
  const tracker = useContext(GridMountContext);
  const [count, setCount] = useState(1);
  const step = useRef({ blocks: 1, startedAt: -1 });
  const shown = Math.min(count, blocks.length);
  const complete = shown >= blocks.length;

  // layout phase: registered before the host can call submit() after the first commit
  useLayoutEffect(() => {
    if (complete || !tracker) return undefined;
    return tracker.begin();
  }, [complete, tracker]);

  useEffect(() => {
    if (complete) return undefined;
    const last = step.current;
    if (last.startedAt >= 0) last.blocks = nextStepBlocks(last.blocks, performance.now() - last.startedAt);
    return whenIdle(() => {
      last.startedAt = performance.now();
      startTransition(() => setCount(shown + last.blocks));
    });
  }, [complete, shown]);

  return complete ? blocks : blocks.slice(0, shown);
}
