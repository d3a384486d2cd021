import {
  CHUNK_CHILDREN,
  createMountTracker,
  EAGER_CHILDREN,
  gridBlocks,
  nextStepBlocks,
  type Block,
} from './gridMount';

/** every block after the first starts where a grid line starts (the spans before it on its line fill 24) */
function lineStarts(spans: number[]): Set<number> {
  const starts = new Set<number>();
  let used = 24;
  spans.forEach((span, i) => {
    if (used + span > 24) {
      starts.add(i);
      used = 0;
    }
    used += span;
  });
  return starts;
}

const linesIn = (spans: number[], [start, end]: Block) =>
  [...lineStarts(spans)].filter((i) => i >= start && i < end).length;

describe('gridBlocks', () => {
  test.each([
    ['no children', [] as number[], [[0, 0]]],
    ['a few children', [12, 12, 24], [[0, 3]]],
    ['up to EAGER_CHILDREN children', Array<number>(EAGER_CHILDREN).fill(12), [[0, EAGER_CHILDREN]]],
  ])('%s: one block with everything', (_name, spans, expected) => {
    expect(gridBlocks(spans, 800)).toEqual(expected);
  });

  test.each([
    ['full width', Array<number>(500).fill(24)],
    ['half width', Array<number>(500).fill(12)],
    ['mixed 12/12/24', Array.from({ length: 2000 }, (_, i) => (i % 3 === 2 ? 24 : 12))],
    ['mixed 8/16/6/18', Array.from({ length: 777 }, (_, i) => [8, 16, 6, 18][i % 4]!)],
  ])('%s: blocks cover every child in order, cut at line starts', (_name, spans) => {
    const blocks = gridBlocks(spans, 800);
    expect(blocks[0]![0]).toBe(0);
    expect(blocks[blocks.length - 1]![1]).toBe(spans.length);
    const starts = lineStarts(spans);
    blocks.forEach(([start, end], i) => {
      expect(end).toBeGreaterThan(start);
      if (i > 0) expect(start).toBe(blocks[i - 1]![1]);
      expect(starts.has(start)).toBe(true);
    });
    // the first block fills an 800px screen at 32px a line; the others (but the last) hold a chunk
    expect(linesIn(spans, blocks[0]!)).toBe(25);
    for (const [start, end] of blocks.slice(1, -1)) expect(end - start).toBeGreaterThanOrEqual(CHUNK_CHILDREN);
  });

  test('a taller viewport gets a bigger first block', () => {
    const spans = Array<number>(500).fill(24);
    expect(gridBlocks(spans, 1600)[0]![1]).toBeGreaterThan(gridBlocks(spans, 800)[0]![1]);
  });
});

describe('createMountTracker', () => {
  test('settles once every grid that began is done', async () => {
    const tracker = createMountTracker();
    await expect(tracker.whenSettled()).resolves.toBeUndefined();
    const a = tracker.begin();
    const b = tracker.begin();
    let settled = false;
    void tracker.whenSettled().then(() => (settled = true));
    a();
    a(); // idempotent
    await Promise.resolve();
    await Promise.resolve();
    expect(tracker.pending).toBe(1);
    expect(settled).toBe(false);
    b();
    await vi.waitFor(() => expect(settled).toBe(true));
    expect(tracker.pending).toBe(0);
  });

  test('a grid that begins in the same tick as another one ends keeps it unsettled', async () => {
    const tracker = createMountTracker();
    const outer = tracker.begin();
    let settled = false;
    void tracker.whenSettled().then(() => (settled = true));
    // the outer grid's last chunk mounts a nested grid in the same commit
    outer();
    const nested = tracker.begin();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    nested();
    await vi.waitFor(() => expect(settled).toBe(true));
  });
});

describe('nextStepBlocks', () => {
  test.each([
    [1, 10, 2],
    [4, 10, 8],
    [8, 10, 8],
    [4, 80, 4],
    [4, 200, 2],
    [1, 500, 1],
  ])('%i blocks, last step %i ms → %i blocks', (blocks, ms, expected) => {
    expect(nextStepBlocks(blocks, ms)).toBe(expected);
  });
});
