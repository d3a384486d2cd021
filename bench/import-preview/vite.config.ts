import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * The import-preview benchmark page as a production build (BENCH_MINIFY=0: readable names in a profile).
 * BENCH_BASELINE=<commit> builds the preview's files as of that commit, for "before" figures on the same machine.
 */
const repoRoot = path.resolve(import.meta.dirname, '../..');
const PREVIEW_FILES = ['renderers/model/import/PreviewStep.tsx', 'renderers/model/import/previewCells.tsx'];

function baseline(commit: string | undefined): Plugin | undefined {
  if (!commit) return undefined;
  return {
    name: 'bench-baseline',
    enforce: 'pre',
    load(id) {
      const file = path.relative(repoRoot, id.split('?')[0]!);
      if (!PREVIEW_FILES.includes(file)) return null;
      return execFileSync('git', ['show', `${commit}:${file}`], { cwd: repoRoot, encoding: 'utf8' });
    },
  };
}

export default defineConfig({
  root: import.meta.dirname,
  base: './',
  logLevel: 'warn',
  plugins: [baseline(process.env.BENCH_BASELINE), react()],
  build: {
    minify: process.env.BENCH_MINIFY !== '0',
    outDir: path.join(repoRoot, '.cache/bench-import-preview-dist'),
    emptyOutDir: true,
    chunkSizeWarningLimit: 5000,
    reportCompressedSize: false,
  },
});
