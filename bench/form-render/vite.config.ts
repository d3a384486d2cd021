import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The form-render benchmark page as a production build. `BENCH_FLAVOUR=profiling` swaps react-dom for its
 * profiling build (also minified and production) so that `<Profiler onRender>` is called; the timings come
 * from the plain production build, the commit counts from the profiling one.
 */
const flavour = process.env.BENCH_FLAVOUR === 'profiling' ? 'profiling' : 'production';
const repoRoot = path.resolve(import.meta.dirname, '../..');

/** The engine files the render-path optimisation changed: BENCH_BASELINE=<commit> builds them as of that commit. */
const RENDER_PATH_FILES = ['widgets/shared/containers/GridLayout.tsx', 'renderers/FormRenderer.tsx'];

/** "Before" figures from the same bench: those files' source at a commit, without touching the work tree. */
function baseline(commit: string | undefined): Plugin | undefined {
  if (!commit) return undefined;
  return {
    name: 'bench-baseline',
    enforce: 'pre',
    load(id) {
      const file = path.relative(repoRoot, id.split('?')[0]!);
      if (!RENDER_PATH_FILES.includes(file)) return null;
      return execFileSync('git', ['show', `${commit}:${file}`], { cwd: repoRoot, encoding: 'utf8' });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [baseline(process.env.BENCH_BASELINE), react()],
  define: { __BENCH_FLAVOUR__: JSON.stringify(flavour) },
  resolve: {
    alias: flavour === 'profiling' ? [{ find: /^react-dom$/, replacement: 'react-dom/profiling' }] : [],
  },
  build: {
    outDir: path.join(repoRoot, '.cache/bench-dist', flavour),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    reportCompressedSize: false,
  },
});
