import { createRecord } from '../../services/onlineRecords';
import type { Db } from '../client';
import type { FormModelFixture, RecordFixture } from '../seedFixtures';

/**
 * Sample records of the seeded form models (`records` of fixtures/models/*.json), written through createRecord,
 * the service behind a list page's add button, so validation, defaults, system fields and bill numbers apply
 * as to a person's submission. Two kinds of text values stand for what a fixture cannot know in advance:
 * "@record:<modelId>#<n>" is the id of the n-th record of another model (a fee payment's member, a feedback's
 * conference), whose records are therefore made first. "@date:YYYY-MM-DD[ HH:mm]" is that instant in the
 * server's time zone, the way the date pickers store a date; "@date:-30[ HH:mm]" is a day relative to the seed
 * (so a payment is dated the day it was recorded) and "@year:0" the first day of a year relative to it.
 */

const RECORD_REF = /^@record:([\w-]+)#(\d+)$/;
const DATE_REF = /^@date:(?:(\d{4})-(\d{2})-(\d{2})|([+-]\d+))(?: (\d{2}):(\d{2}))?$/;
const YEAR_REF = /^@year:([+-]?\d+)$/;
const DAY = 86_400_000;

type Ids = Map<string, string[]>;

interface Context {
  ids: Ids;
  seededAt: Date;
}

function referencesOf(value: unknown, out = new Set<string>()): Set<string> {
  if (typeof value === 'string') {
    const match = RECORD_REF.exec(value);
    if (match) out.add(match[1]);
  } else if (Array.isArray(value)) value.forEach((v) => referencesOf(v, out));
  else if (value && typeof value === 'object') Object.values(value).forEach((v) => referencesOf(v, out));
  return out;
}

/** Models whose records others refer to come first; a reference to no model or a cycle is a fixture bug. */
export function seedOrder(models: FormModelFixture[]): FormModelFixture[] {
  // a record may name an earlier record of its own model (a tree table's parent): no ordering between models
  const pending = new Map(
    models.map((m) => {
      const refs = referencesOf(m.records ?? []);
      refs.delete(m.id);
      return [m.id, refs];
    }),
  );
  const order: FormModelFixture[] = [];
  while (pending.size) {
    const ready = models.filter((m) => pending.has(m.id) && [...pending.get(m.id)!].every((id) => !pending.has(id)));
    if (!ready.length) throw new Error(`model records refer in a cycle or to unknown models: ${[...pending.keys()]}`);
    for (const m of ready) {
      const unknown = [...pending.get(m.id)!].find((id) => !models.some((other) => other.id === id));
      if (unknown) throw new Error(`records of ${m.id} refer to the unknown model ${unknown}`);
      pending.delete(m.id);
      order.push(m);
    }
  }
  return order;
}

/** A local date (and time) written absolutely or as days from the seed; null when the text is no date. */
function dateOf(text: string, seededAt: Date): number | null {
  const match = DATE_REF.exec(text);
  if (!match) return null;
  const [, y, mo, d, offset, h = '0', mi = '0'] = match;
  const day = offset === undefined ? null : new Date(seededAt.getTime() + Number(offset) * DAY);
  const [year, month, date] = day
    ? [day.getFullYear(), day.getMonth(), day.getDate()]
    : [Number(y), Number(mo) - 1, Number(d)];
  return new Date(year, month, date, Number(h), Number(mi)).getTime();
}

function resolve(value: unknown, ctx: Context): unknown {
  if (Array.isArray(value)) return value.map((v) => resolve(v, ctx));
  if (typeof value !== 'string') return value;
  const record = RECORD_REF.exec(value);
  if (record) {
    const id = ctx.ids.get(record[1])?.[Number(record[2])];
    if (!id) throw new Error(`seed reference ${value} names no seeded record`);
    return id;
  }
  const year = YEAR_REF.exec(value);
  if (year) return new Date(ctx.seededAt.getFullYear() + Number(year[1]), 0, 1).getTime();
  return dateOf(value, ctx.seededAt) ?? value;
}

/** The values a person would have submitted: references resolved, the `$` seeding hints left out. */
function submission(record: RecordFixture, ctx: Context): Record<string, unknown> {
  const entries = Object.entries(record).filter(([key]) => !key.startsWith('$'));
  return Object.fromEntries(entries.map(([key, value]) => [key, resolve(value, ctx)]));
}

export async function seedModelRecords(tx: Db, models: FormModelFixture[], defaultCreator: string, seededAt: Date) {
  const ids: Ids = new Map();
  const ctx: Context = { ids, seededAt };
  for (const model of seedOrder(models)) {
    const records = model.records ?? [];
    const made: string[] = [];
    // known before the loop, so a record can refer to one of its model made before it (listed earlier)
    ids.set(model.id, made);
    // oldest first, so bill numbers are issued in the order the records were made
    const byAge = records.map((record, index) => ({ record, index })).sort((a, b) => daysAgo(b) - daysAgo(a));
    for (const { record, index } of byAge) {
      const at = new Date(seededAt.getTime() - daysAgo({ record }) * DAY);
      const data = JSON.stringify(submission(record, ctx));
      made[index] = await createRecord(tx, model.id, data, record.$creator ?? defaultCreator, at);
    }
  }
}

const daysAgo = ({ record }: { record: RecordFixture }) => record.$daysAgo ?? 0;
