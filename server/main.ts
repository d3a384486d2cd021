import { ConfigError } from './config';
import { startServer } from './start';
import { sysConfigDefaults } from './services/sysConfig';

/** `npm run serve`: the reference server with the built app; Ctrl-C closes the database cleanly. */
async function main() {
  const started = Date.now();
  const server = await startServer({ logger: { level: process.env.LOG_LEVEL || 'warn' } });
  // the product's name as the sign-in page shows it, and the address last, where a person looks for it
  const ready = `${server.database.kind}, ready in ${Date.now() - started} ms`;
  console.log(`${sysConfigDefaults.title} (${ready}) listening on ${server.url}`);
  const stop = (signal: string) => {
    console.log(`${signal}: closing`);
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? `Configuration error: ${error.message}` : error);
  process.exit(1);
});
