import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visualdevRecords } from '../db/schema';
import { BizError } from '../lib/envelope';
import { parseFormModel, SYSTEM_KEYS, type FormField } from './formModel';
import { fillOnUpdate } from './formRecordFill';
import { assertRecordValid, parseRecordData, pickModelValues } from './formRecordValidation';
import { PickerRanges } from './pickerRanges';
import { assertSignatureValues } from './signatureFields';
import { requireRecord } from './onlineRecords';
import { mergeByField } from './recordMerge';
import { keepVersion, versionData } from './recordVersions';
import { userContext, type UserContext } from './userContext';
import { requireModel } from './visualdevModels';
import { nextVersion, RECORD_VERSION_KEY, staleError, versionOf } from './versionLock';

/**
 * PUT of a form record (issue 8). The record's version travels as `f_version` in the data. With the model's
 * concurrencyLock on, a save of anything but the current version is refused. With it off, a save based on an
 * older version is merged by field against the snapshot of that version (recordMerge.ts), and a save without
 * a version overwrites only the fields it submits. Either way the UPDATE matches the version it was computed
 * from, so a concurrent save in between is never overwritten: the lock refuses, the merge is tried again.
 */

type Row = Awaited<ReturnType<typeof requireRecord>>;

interface Save {
  modelId: string;
  id: string;
  fields: FormField[];
  locked: boolean;
  /** the version the client loaded; undefined from clients that send none */
  version: number | undefined;
  /** the client's values, without the fields the server fills */
  data: Record<string, unknown>;
  userId: string;
  who: UserContext;
  now: Date;
}

/** A concurrent save committed between our read and our write. */
class LostRace extends Error {}

/** Enough for the saves of one record arriving together; more would mean the record is hot, not unlucky. */
const ATTEMPTS = 3;

const isLocked = (formConf: Record<string, unknown>) =>
  formConf.concurrencyLock === true || formConf.concurrencyLock === 1;

export async function updateRecord(
  db: Db,
  modelId: string,
  id: string,
  dataText: string,
  userId: string,
  now = new Date(),
) {
  const model = await requireModel(db, modelId);
  const { formConf, fields } = parseFormModel(model.formData);
  const raw = parseRecordData(dataText);
  const locked = isLocked(formConf);
  const version = versionOf(raw[RECORD_VERSION_KEY]);
  if (locked && version === undefined) throw staleError();
  const submitted = pickModelValues(fields, raw);
  for (const field of fields) if (SYSTEM_KEYS.has(field.jnpfKey)) delete submitted[field.vModel];
  const who = await userContext(db, userId);
  const save: Save = { modelId, id, fields, locked, version, data: submitted, userId, who, now };
  for (let attempt = 1; ; attempt++) {
    try {
      await db.transaction((tx) => writeOnce(tx, save));
      return;
    } catch (error) {
      if (!(error instanceof LostRace)) throw error;
      if (attempt >= ATTEMPTS) throw staleError();
    }
  }
}

async function writeOnce(tx: Db, save: Save): Promise<void> {
  const row = await requireRecord(tx, save.modelId, save.id);
  const values = pickModelValues(save.fields, await mergedValues(tx, row, save));
  assertRecordValid(save.fields, values);
  // a picker's range holds for what this save changes: a value stored before the range was narrowed stays
  const changed = save.fields.filter((f) => JSON.stringify(values[f.vModel]) !== JSON.stringify(row.data[f.vModel]));
  const [outOfRange] = await new PickerRanges(tx, save.userId).problems(changed, values);
  if (outOfRange) throw new BizError(outOfRange);
  await assertSignatureValues(tx, save.fields, values, row.data, save.userId);
  const filled = await fillOnUpdate(save.fields, values, row.data, { db: tx, who: save.who, now: save.now });
  const written = await tx
    .update(visualdevRecords)
    .set({
      data: filled,
      version: nextVersion(visualdevRecords.version),
      lastModifyUserId: save.userId,
      lastModifyTime: save.now,
    })
    .where(and(eq(visualdevRecords.id, row.id), eq(visualdevRecords.version, row.version)))
    .returning({ id: visualdevRecords.id });
  if (written.length === 0) throw save.locked ? staleError() : new LostRace();
  await keepVersion(tx, row.id, row.version, row.data);
}

/** The document to store, before the server's own fields are filled. */
async function mergedValues(tx: Db, row: Row, save: Save): Promise<Record<string, unknown>> {
  if (save.version === undefined || save.version === row.version) return { ...row.data, ...save.data };
  if (save.locked || save.version > row.version) throw staleError();
  const base = await versionData(tx, row.id, save.version);
  if (!base) throw staleError();
  const merge = mergeByField(base, row.data, save.data);
  if (!merge.ok) throw staleError();
  return merge.values;
}
