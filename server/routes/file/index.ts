import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { sweepChunks } from '../../services/files/chunks';
import type { FileContext } from '../../services/files/store';
import { storageFor } from '../../storage';
import { chunkRoutes } from './chunk';
import { serveRoutes } from './serve';
import { uploaderRoutes } from './uploader';

/** How often unfinished uploads are swept (besides once at start-up). */
const SWEEP_EVERY_MS = 60 * 60 * 1000;

/**
 * /api/file (docs/contract.md "Files"): chunked resumable uploads, single uploads, images, signed downloads,
 * zips and previews. The ticket download itself (/api/file/Download?encryption=…) is routes/system/fileDownload.
 */
export async function fileRoutes(app: FastifyInstance, { db, config }: { db: Db; config: AppConfig }) {
  const ctx: FileContext = { db, config, storage: storageFor(config) };
  // limits are set per request (a chunk, a single upload); these are the outer bounds
  await app.register(multipart, { limits: { fileSize: config.uploaderMaxBytes, files: 1, fields: 30, parts: 32 } });
  await chunkRoutes(app, ctx);
  await uploaderRoutes(app, ctx);
  await serveRoutes(app, ctx);

  const sweep = () =>
    sweepChunks(ctx.storage, config.uploadChunkTtlMinutes).catch((error: unknown) =>
      app.log.warn({ err: error }, 'sweeping unfinished uploads failed'),
    );
  const timer = setInterval(() => void sweep(), SWEEP_EVERY_MS);
  timer.unref();
  app.addHook('onReady', async () => void sweep());
  app.addHook('onClose', async () => clearInterval(timer));
}
