/**
 * Where the child table's mount goes: a CPU profile of one page load of the engine variant (unminified
 * production build), summed by function (self time) and by file.
 *   npx tsx bench/child-table-profile.ts            (BENCH_ROWS=1000, BENCH_ACTION=add|remove|key: that instead)
 */
import path from 'node:path';
import { build } from 'vite';
import { openBenchBrowser } from './form-render/benchBrowser';
import type { BenchPage } from './child-table/protocol';

type Node = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
};
const WATCH = process.env.BENCH_WATCH ?? '';
// BENCH_ACTION=add|remove profiles that click instead of the mount, key 40 keystrokes in row 2's 物品名称
const ACTION = process.env.BENCH_ACTION as 'add' | 'remove' | 'key' | undefined;
type W = { __bench: BenchPage };

process.env.BENCH_FLAVOUR = 'production';
process.env.BENCH_MINIFY = '0';
await build({ configFile: path.resolve('bench/child-table/vite.config.ts'), mode: 'production' });
const bench = await openBenchBrowser(path.resolve('.cache/bench-child-table-dist'), { width: 1440, height: 900 });
try {
  const { page } = bench;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  if (!ACTION) await cdp.send('Profiler.start');
  await page.goto(`${bench.baseUrl}/production/index.html?variant=engine&n=${process.env.BENCH_ROWS ?? 1000}`);
  await page.waitForFunction(() => (window as unknown as { __bench?: unknown }).__bench !== undefined);
  const mount = await page.evaluate(() => (window as unknown as W).__bench.result);
  if (ACTION === 'key') {
    // eslint-disable-next-line no-restricted-syntax -- let the work after the mount (mathjs, first calculations) end
    await page.waitForTimeout(1500);
    await page.evaluate(() => (window as unknown as W).__bench.focusCell(1, 'goodsName'));
    await cdp.send('Profiler.start');
    for (let i = 0; i < 40; i++) await page.keyboard.press('a');
  } else if (ACTION) {
    // eslint-disable-next-line no-restricted-syntax -- let the work after the mount (mathjs, first calculations) end
    await page.waitForTimeout(1500);
    // after the mount has settled: only the one click (add or remove of row 2) is profiled
    if (process.env.BENCH_NEAR) await page.evaluate(() => (window as unknown as W).__bench.focusCell(999, 'goodsName'));
    await cdp.send('Profiler.start');
    // BENCH_REPEAT=n: n clicks in one profile, for figures that sampling does not blur
    for (let i = 0; i < Number(process.env.BENCH_REPEAT ?? 1); i++) {
      // far: back at the top before each add (that scroll mounts rows too: the same work as the add's)
      if (i > 0 && !process.env.BENCH_NEAR && ACTION === 'add')
        await page.evaluate(() => (window as unknown as W).__bench.focusCell(1, 'goodsName'));
      await page.evaluate(([k]) => (window as unknown as W).__bench.armRowChange(k, 1), [ACTION] as const);
      const selector = await page.evaluate(
        ([k]) => {
          const b = (window as unknown as W).__bench;
          return k === 'add' ? b.addSelector : b.removeSelector(1);
        },
        [ACTION] as const,
      );
      await page.click(selector);
      console.log(ACTION, await page.evaluate(() => (window as unknown as W).__bench.rowChangeResult()), 'ms');
    }
  }
  const { profile } = (await cdp.send('Profiler.stop')) as unknown as {
    profile: { nodes: Node[]; samples: number[]; timeDeltas: number[] };
  };
  console.log('mount', mount);
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000));
  const byFn = new Map<string, number>();
  const byFile = new Map<string, number>();
  for (const node of profile.nodes) {
    const ms = self.get(node.id) ?? 0;
    const { functionName, url, lineNumber } = node.callFrame;
    const file = url.split('/').pop() || '(native)';
    const fn = `${functionName || '(anon)'} ${file}:${lineNumber}`;
    byFn.set(fn, (byFn.get(fn) ?? 0) + ms);
    byFile.set(file, (byFile.get(file) ?? 0) + ms);
  }
  const top = (map: Map<string, number>, n: number) =>
    [...map]
      .sort((a, b) => b[1] - a[1])
      .slice(0, n)
      .map(([k, v]) => `${v.toFixed(1).padStart(8)}  ${k}`)
      .join('\n');
  console.log(top(byFn, 30));
  // inclusive time of the functions named in BENCH_WATCH (a regular expression), each counted once per stack
  if (WATCH) {
    const pattern = new RegExp(WATCH);
    const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
    const inclusive = new Map<string, number>();
    const walk = (id: number, open: Set<string>) => {
      const node = nodes.get(id)!;
      const name = node.callFrame.functionName;
      const entered = pattern.test(name) && !open.has(name) ? name : undefined;
      const here = entered ? new Set([...open, entered]) : open;
      for (const name of here) inclusive.set(name, (inclusive.get(name) ?? 0) + (self.get(id) ?? 0));
      node.children?.forEach((child) => walk(child, here));
    };
    walk(profile.nodes[0]!.id, new Set());
    console.log('inclusive:\n' + top(inclusive, 40));
  }
  // BENCH_CALLERS=<function name>: its self time by caller (two frames up)
  if (process.env.BENCH_CALLERS) {
    const parent = new Map<number, Node>();
    for (const n of profile.nodes) n.children?.forEach((c) => parent.set(c, n));
    const callers = new Map<string, number>();
    for (const n of profile.nodes) {
      if (n.callFrame.functionName !== process.env.BENCH_CALLERS) continue;
      const p1 = parent.get(n.id);
      const p2 = p1 && parent.get(p1.id);
      const name = [p1, p2].map((p) => (p ? `${p.callFrame.functionName}:${p.callFrame.lineNumber}` : '')).join(' < ');
      callers.set(name, (callers.get(name) ?? 0) + (self.get(n.id) ?? 0));
    }
    console.log('callers:\n' + top(callers, 15));
  }
  console.log(top(byFile, 10));
} finally {
  await bench.close();
}
