import { availableParallelism } from 'node:os';
import { defineConfig, loadEnv } from 'vite';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { findPostgresBin } from './scripts/postgresBin.mjs';

const serverTests = ['server/**/*.test.ts', 'tests/server/**/*.test.ts'];
/** Tests of what only PostgreSQL has (several processes on one database): the server-pg pass alone runs them. */
const postgresOnlyTests = ['tests/server/**/*.pg.test.ts'];

/**
 * The server contract suite runs twice: on PGlite (`server`) and on a throw-away PostgreSQL cluster
 * (`server-pg`, only where the PostgreSQL server binaries exist). Files left out of the PostgreSQL pass:
 */
const notOnPostgres = [
  // checks what openDatabase does to an empty PGlite folder; the PostgreSQL path (migrate + seed an empty
  // database) is what the server-pg globalSetup runs to build its template
  'tests/server/database.test.ts',
  // never open a database, so a second pass would only repeat them
  'tests/server/data-interface-protected.test.ts',
  'tests/server/fixtures.test.ts',
  'tests/server/form-models.test.ts',
  'tests/server/form-record-validation.test.ts',
  'tests/server/lib.test.ts',
  'tests/server/schedule-repeat.test.ts',
];
const postgresBin = findPostgresBin();
// said only to a vitest run that asked for the pass (or for every project), and once: vitest loads this file
// several times in one process
const projectArgs = process.argv.filter((arg, i, all) => arg.startsWith('--project') || all[i - 1] === '--project');
const noticeShown = Symbol.for('jnpf.postgresPassNotice');
const wantsPostgres = !projectArgs.length || projectArgs.some((a) => a.includes('server-pg'));
if (process.env.VITEST && !postgresBin && wantsPostgres && !(globalThis as Record<symbol, unknown>)[noticeShown]) {
  (globalThis as Record<symbol, unknown>)[noticeShown] = true;
  console.log(
    'PostgreSQL pass (server-pg) NOT run: no PostgreSQL server binaries found (set PG_BIN); the PGlite pass (server) is unaffected.',
  );
}
// At least 2 workers (vitest's default, cores - 1, is 1 on a 2-core machine): a PGlite file keeps one core
// busy inside its worker while a PostgreSQL file mostly waits on the server process, so the passes overlap.
// A maxWorkers of its own needs a groupOrder of its own: the server files run after the unit files.
// No per-file isolation: each file builds its own app over its own database and the server keeps no module
// state that matters between files, while re-importing the server for every file took a third of the run
// (on 2 cores both passes: ~320 s isolated, ~225 s not).
const serverWorkers = {
  maxWorkers: Math.max(2, availableParallelism() - 1),
  sequence: { groupOrder: 1 },
  isolate: false,
};

const postgresProjects: TestProjectInlineConfiguration[] = postgresBin
  ? [
      {
        extends: true,
        test: {
          name: 'server-pg',
          environment: 'node',
          globals: true,
          include: serverTests,
          exclude: [...configDefaults.exclude, ...notOnPostgres],
          globalSetup: ['tests/setup/server-template-pg.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
          ...serverWorkers,
        },
      },
    ]
  : [];

// One config for the build, the dev server and the three vitest projects.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiBase = env.API_BASE || '/cloud-api2';
  const appEnv = {
    apiBase,
    aesKey: env.JNPF_AES_KEY || '',
    requestTimeout: Number(env.REQUEST_TIMEOUT || 10000),
    dataScreenUrl: env.DATA_SCREEN_URL || '',
    importTemplateBase: env.IMPORT_TEMPLATE_BASE || '/import-templates',
  };
  return {
    plugins: [react()],
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    server: {
      proxy: { [apiBase]: { target: env.API_PROXY_TARGET || 'http://127.0.0.1:3000', ws: true } },
    },
    build: {
      chunkSizeWarningLimit: 1500,
      // No module of the engine (renderers/, engine-core/, widgets/) is imported for an effect alone, so the bundler
      // may drop those whose exports go unused: a name taken from the front door (renderers/index.ts) then costs
      // that name only, and the login screen and the layout do not load Formily and every screen component for a
      // language setter and a context provider.
      rolldownOptions: {
        treeshake: {
          moduleSideEffects: [{ test: /\/(renderers|engine-core|widgets)\/.+\.tsx?$/, sideEffects: false }],
        },
        // Everything the entry imports statically is downloaded at start-up by every route anyway: one chunk
        // instead of a dozen (react-dom, i18next, valtio… split apart by the lazy routes that share them)
        // compresses better and saves requests; lazy routes still get only what they use (issue 9: /login budget).
        output: { codeSplitting: { groups: [{ name: 'app', tags: ['$initial'] }] } },
      },
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['tests/setup/jsdom.ts'],
            // a whole model form (antd, Formily, a child table) takes 1–2 s to render on 2 busy cores: 5 s
            // (vitest's default) left too little room when the unit files run in parallel
            testTimeout: 15000,
            include: [
              'src/**/*.test.{ts,tsx}',
              'renderers/**/*.test.{ts,tsx}',
              'widgets/**/*.test.{ts,tsx}',
              'engine-core/**/*.test.{ts,tsx}',
              'tests/unit/**/*.test.{ts,tsx}',
              'tests/conformance/**/*.test.{ts,tsx}',
            ],
          },
        },
        {
          extends: true,
          test: {
            name: 'server',
            environment: 'node',
            globals: true,
            include: serverTests,
            exclude: [...configDefaults.exclude, ...postgresOnlyTests],
            globalSetup: ['tests/setup/server-template.ts'],
            testTimeout: 30000,
            hookTimeout: 60000,
            ...serverWorkers,
          },
        },
        ...postgresProjects,
        {
          extends: true,
          test: {
            name: 'e2e',
            expect: { poll: { timeout: 8000, interval: 100 } },
            environment: 'node',
            globals: true,
            include: ['tests/e2e/**/*.e2e.ts'],
            globalSetup: ['tests/setup/server-template.ts'],
            fileParallelism: false,
            testTimeout: 60000,
            hookTimeout: 120000,
          },
        },
      ],
    },
  };
});
