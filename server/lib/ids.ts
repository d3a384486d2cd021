import { randomUUID } from 'node:crypto';

/** Server-generated ids; fixtures use readable fixed ids instead. Both are plain text to the database. */
export function newId(): string {
  return randomUUID();
}
