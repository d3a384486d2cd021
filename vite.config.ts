import { defineConfig, loadEnv } from 'vite';
import react from '@vitejs/plugin-react';

// One config for the build, the dev server and the three vitest projects.
export default defineConfig(({ mode }) => {
  const env = { ...loadEnv(mode, process.cwd(), ''), ...process.env };
  const apiBase = env.API_BASE || '/cloud-api2';
  const appEnv = {
    apiBase,
    aesKey: env.JNPF_AES_KEY || '',
    requestTimeout: Number(env.REQUEST_TIMEOUT || 10000),
  };
  return {
    plugins: [react()],
    define: { __APP_ENV__: JSON.stringify(appEnv) },
    server: {
      proxy: { [apiBase]: { target: env.API_PROXY_TARGET || 'http://127.0.0.1:3000', ws: true } },
    },
    build: { chunkSizeWarningLimit: 1500 },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'jsdom',
            globals: true,
            setupFiles: ['tests/setup/jsdom.ts'],
            include: [
              'src/**/*.test.{ts,tsx}',
              'renderers/**/*.test.{ts,tsx}',
              'widgets/**/*.test.{ts,tsx}',
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
            include: ['server/**/*.test.ts', 'tests/server/**/*.test.ts'],
            globalSetup: ['tests/setup/server-template.ts'],
            testTimeout: 30000,
            hookTimeout: 60000,
          },
        },
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
