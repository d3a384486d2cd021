import path from 'node:path';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The child-table benchmark page as a production build. `BENCH_FLAVOUR=profiling` swaps react-dom for its
 * profiling build (also minified and production) so that `<Profiler onRender>` is called; the timings come
 * from the plain production build, the commit counts from the profiling one.
 */
const flavour = process.env.BENCH_FLAVOUR === 'profiling' ? 'profiling' : 'production';
const repoRoot = path.resolve(import.meta.dirname, '../..');

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [react()],
  define: { __BENCH_FLAVOUR__: JSON.stringify(flavour) },
  resolve: {
    alias: flavour === 'profiling' ? [{ find: /^react-dom$/, replacement: 'react-dom/profiling' }] : [],
  },
  build: {
    // BENCH_MINIFY=0: readable function names in a CPU profile or a performance trace of the page
    minify: process.env.BENCH_MINIFY !== '0',
    outDir: path.join(repoRoot, '.cache/bench-child-table-dist', flavour),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    reportCompressedSize: false,
  },
});
