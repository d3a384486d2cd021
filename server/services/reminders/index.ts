import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseEnv } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { projectRoot } from '../../config';
import type { Db } from '../../db/client';
import { sweepPasswordReminders } from './passwordReminders';
import { sweepScheduleReminders } from './scheduleReminders';

/**
 * The reminder sweep of the server process (docs/messaging.md#reminders): every REMINDER_INTERVAL_SECONDS
 * (default 60; 0 turns it off) it sends the due schedule and password-expiry reminders through their message
 * templates. Any number of processes may sweep one database: the marks make each reminder go out once.
 */

export { sweepPasswordReminders } from './passwordReminders';
export { sweepScheduleReminders } from './scheduleReminders';

export interface SweepResult {
  schedule: number;
  password: number;
}

/** One sweep at `now`; tests call it directly instead of waiting for the timer. */
export async function runReminderSweep(db: Db, now = new Date()): Promise<SweepResult> {
  const schedule = await sweepScheduleReminders(db, now);
  const password = await sweepPasswordReminders(db, now);
  return { schedule, password };
}

export function reminderIntervalSeconds(env: Record<string, string | undefined> = process.env): number {
  const dotEnv = resolve(projectRoot, '.env');
  const file = existsSync(dotEnv) ? parseEnv(readFileSync(dotEnv, 'utf8')) : {};
  const raw = env.REMINDER_INTERVAL_SECONDS || file.REMINDER_INTERVAL_SECONDS || '60';
  const n = Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : 60;
}

/** Starts the sweep on `app`'s database and stops it when the app closes. Call before `listen`. */
export function startReminderSweep(app: FastifyInstance, db: Db, seconds = reminderIntervalSeconds()): void {
  if (seconds <= 0) return;
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= runReminderSweep(db)
      .then(() => undefined)
      .catch((error: unknown) => app.log.error({ err: error }, 'reminder sweep failed'))
      .finally(() => (running = null));
  }, seconds * 1000);
  timer.unref();
  // the database closes after the app: let a sweep under way finish first
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
