import { and, eq, inArray } from 'drizzle-orm';
import type { OnlineRecordInfo } from '../../contract';
import type { Db } from '../db/client';
import { visualdevRecords } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { parseFormModel } from './formModel';
import { fillOnCreate } from './formRecordFill';
import { assertRecordValid, parseRecordData, pickModelValues } from './formRecordValidation';
import { PickerRanges } from './pickerRanges';
import { assertSignatureValues } from './signatureFields';
import { forgetVersions } from './recordVersions';
import { userContext } from './userContext';
import { requireModel } from './visualdevModels';
import { RECORD_VERSION_KEY } from './versionLock';

/**
 * Records of an online form (docs/contract.md): one JSON document per record holding the raw widget values.
 * Every write validates against the model first and runs in one transaction, so a refused record (or one
 * bad id of a batch) writes nothing. Updates are versioned and live in onlineRecordUpdate.ts; deletes are not.
 */

export async function requireRecord(db: Db, modelId: string, id: string) {
  const [row] = await db
    .select()
    .from(visualdevRecords)
    .where(and(eq(visualdevRecords.modelId, modelId), eq(visualdevRecords.id, id)));
  if (!row) throw new BizError('该数据不存在或已被删除');
  return row;
}

export async function recordInfo(db: Db, modelId: string, id: string): Promise<OnlineRecordInfo> {
  await requireModel(db, modelId);
  const row = await requireRecord(db, modelId, id);
  // the version goes out inside the values, so the form sends it back with the edit (onlineRecordUpdate.ts)
  return { id: row.id, data: JSON.stringify({ ...row.data, [RECORD_VERSION_KEY]: row.version }) };
}

export async function createRecord(db: Db, modelId: string, dataText: string, userId: string, now = new Date()) {
  const model = await requireModel(db, modelId);
  const { fields } = parseFormModel(model.formData);
  const data = pickModelValues(fields, parseRecordData(dataText));
  assertRecordValid(fields, data);
  const [outOfRange] = await new PickerRanges(db, userId).problems(fields, data);
  if (outOfRange) throw new BizError(outOfRange);
  await assertSignatureValues(db, fields, data, {}, userId);
  const who = await userContext(db, userId);
  const id = newId();
  await db.transaction(async (tx) => {
    const filled = await fillOnCreate(fields, data, { db: tx, who, now });
    await tx.insert(visualdevRecords).values({ id, modelId, data: filled, creatorUserId: userId, creatorTime: now });
  });
  return id;
}

export async function deleteRecords(db: Db, modelId: string, ids: string[]): Promise<void> {
  await requireModel(db, modelId);
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new BizError('请选择一条数据');
  await db.transaction(async (tx) => {
    const found = await tx
      .select({ id: visualdevRecords.id })
      .from(visualdevRecords)
      .where(and(eq(visualdevRecords.modelId, modelId), inArray(visualdevRecords.id, unique)))
      .for('update');
    if (found.length !== unique.length) throw new BizError('该数据不存在或已被删除');
    await tx
      .delete(visualdevRecords)
      .where(and(eq(visualdevRecords.modelId, modelId), inArray(visualdevRecords.id, unique)));
    await forgetVersions(tx, unique);
  });
}
