/**
 * The notes server processes exchange on the presence channel (docs/messaging.md), and their reading.
 * `p` is the sending process's random id; `ttl` how long (ms) what it says holds without a refresh.
 */
export type PresenceNote =
  | { p: string; op: 'join' | 'leave'; ttl: number; u: string }
  /** part `part` of `of` of the process's whole set number `epoch` */
  | { p: string; op: 'set'; ttl: number; epoch: number; part: number; of: number; users: string[] }
  /** "send me your sets": a process that just started or whose listener reconnected */
  | { p: string; op: 'sync' }
  /** the process is shutting down */
  | { p: string; op: 'gone' };

const isString = (value: unknown): value is string => typeof value === 'string' && value.length > 0;
const isCount = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

function isSetNote(n: Record<string, unknown>): boolean {
  return (
    isCount(n.epoch) &&
    isCount(n.part) &&
    isCount(n.of) &&
    (n.part as number) < (n.of as number) &&
    Array.isArray(n.users) &&
    n.users.every(isString)
  );
}

/** The note, or null for anything else (another version's note, a hand-made NOTIFY): ignored, never thrown. */
export function parseNote(payload: string): PresenceNote | null {
  let n: Record<string, unknown>;
  try {
    const value: unknown = JSON.parse(payload);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
    n = value as Record<string, unknown>;
  } catch {
    return null;
  }
  if (!isString(n.p)) return null;
  if (n.op === 'sync' || n.op === 'gone') return n as PresenceNote;
  if (!isCount(n.ttl) || n.ttl === 0) return null;
  if ((n.op === 'join' || n.op === 'leave') && isString(n.u)) return n as PresenceNote;
  if (n.op === 'set' && isSetNote(n)) return n as PresenceNote;
  return null;
}
