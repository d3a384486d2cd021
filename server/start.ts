import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import { buildApp } from './app';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { startReminderSweep } from './services/reminders';

export interface StartOptions extends Partial<AppConfig> {
  logger?: FastifyServerOptions['logger'];
}

export interface RunningServer {
  /** e.g. http://127.0.0.1:41234 (the real port when 0 was asked for) */
  url: string;
  config: AppConfig;
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

/**
 * Opens the database (migrating and, on first start, seeding it), builds the app and listens.
 * Used by main.ts and by the end-to-end tests (`startServer({ dataDir, port: 0, distDir })`).
 */
export async function startServer({ logger = false, ...overrides }: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(overrides);
  const database = await openDatabase(config);
  const app = buildApp({ config, db: database.db, logger });
  startReminderSweep(app, database.db);
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    await app.close();
    await database.close();
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const host = config.host.includes(':') ? `[${config.host}]` : config.host;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host}:${port}`,
    config: { ...config, port },
    app,
    database,
    // the database must be closed after the server so that PGlite flushes its files
    close: () => (closing ??= app.close().then(() => database.close())),
  };
}
