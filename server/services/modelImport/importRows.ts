import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ImportDataReply, ImportFailedRow, ImportRow } from '../../../contract';
import type { Db } from '../../db/client';
import { visualdevRecords } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { isEmptyValue, type FormField } from '../formModel';
import { fillOnCreate } from '../formRecordFill';
import { assertRecordValid, pickModelValues } from '../formRecordValidation';
import { userContext } from '../userContext';
import { PickerRanges } from '../pickerRanges';
import { convertRecord, importModel, type ConvertedRecord } from './model';
import { importFlowId } from './flows';
import { importLookups } from './lookups';

/**
 * POST OnlineDev/{modelId}/ImportData: every row converted and checked with the model's own rules (the same
 * checks as a form save, formRecordValidation) and its unique fields (`__config__.unique`: not already stored,
 * not twice in the file). A row with any problem is reported whole with all its reasons; the others are stored
 * in transactions of BATCH rows, so a failing batch leaves none of its rows half written and is reported too.
 * The counts are the rows really stored and really refused. A model with flows takes rows only with one of its
 * flows (flows.ts), which every stored row keeps.
 */

const BATCH = 100;

const isUnique = (field: FormField) => field.node.__config__?.unique === true && field.jnpfKey !== 'table';
const keyOf = (value: unknown) => (typeof value === 'string' ? value.trim() : JSON.stringify(value));

/** Every rule problem of a record, not only the first. */
function ruleProblems(fields: FormField[], data: Record<string, unknown>): string[] {
  const problems: string[] = [];
  for (const field of fields) {
    try {
      assertRecordValid([field], data);
    } catch (error) {
      if (!(error instanceof BizError)) throw error;
      problems.push(error.message);
    }
  }
  return problems;
}

/** The values of the unique fields already stored for this model, per field. */
async function storedUniqueValues(db: Db, modelId: string, fields: FormField[], rows: Record<string, unknown>[]) {
  const out = new Map<string, Set<string>>();
  for (const field of fields) {
    const wanted = [
      ...new Set(
        rows
          .map((r) => r[field.vModel])
          .filter((v) => !isEmptyValue(v))
          .map(keyOf),
      ),
    ];
    const found = new Set<string>();
    for (let i = 0; i < wanted.length; i += 500) {
      const part = wanted.slice(i, i + 500);
      const text = sql<string>`(${visualdevRecords.data} ->> ${field.vModel})`;
      const hits = await db
        .select({ value: text })
        .from(visualdevRecords)
        .where(and(eq(visualdevRecords.modelId, modelId), inArray(text, part)));
      for (const hit of hits) found.add(hit.value);
    }
    out.set(field.vModel, found);
  }
  return out;
}

export async function importRecords(
  db: Db,
  modelId: string,
  list: ImportRow[],
  userId: string,
  flowId?: string,
): Promise<ImportDataReply> {
  const { model, fields, layout } = await importModel(db, modelId);
  const flow = await importFlowId(db, model, flowId);
  const lookups = importLookups(db, userId);
  const unique = fields.filter(isUnique);
  const converted: ConvertedRecord[] = [];
  for (const row of list) converted.push(await convertRecord(layout, row, lookups));
  const stored = await storedUniqueValues(
    db,
    modelId,
    unique,
    converted.map((c) => c.data),
  );
  const seen = new Map(unique.map((f) => [f.vModel, new Set<string>()]));
  // pickers limited to a custom range: each range read once for the whole file
  const ranges = new PickerRanges(db, userId);
  const outOfRange: string[][] = [];
  for (const { data, problems } of converted)
    outOfRange.push(problems.length ? [] : await ranges.problems(fields, data));

  const failResult: ImportFailedRow[] = [];
  const accepted: { source: ImportRow; data: Record<string, unknown> }[] = [];
  list.forEach((source, index) => {
    const { data, problems } = converted[index]!;
    const reasons = [...problems];
    if (problems.length === 0) reasons.push(...ruleProblems(fields, data), ...outOfRange[index]!);
    for (const field of unique) {
      const value = data[field.vModel];
      if (isEmptyValue(value)) continue;
      const key = keyOf(value);
      if (stored.get(field.vModel)!.has(key) || seen.get(field.vModel)!.has(key))
        reasons.push(`${field.label}不能重复`);
      else if (reasons.length === 0) seen.get(field.vModel)!.add(key);
    }
    if (reasons.length) failResult.push({ ...source, errorsInfo: [...new Set(reasons)].join('；') });
    else accepted.push({ source, data: pickModelValues(fields, data) });
  });

  let snum = 0;
  const who = await userContext(db, userId);
  for (let i = 0; i < accepted.length; i += BATCH) {
    const batch = accepted.slice(i, i + BATCH);
    const now = new Date();
    try {
      await db.transaction(async (tx) => {
        const values = [];
        for (const { data } of batch) {
          const filled = await fillOnCreate(fields, data, { db: tx, who, now });
          values.push({ id: newId(), modelId, data: filled, flowId: flow, creatorUserId: userId, creatorTime: now });
        }
        // one statement per batch: a thousand rows are ten inserts, not a thousand round trips
        await tx.insert(visualdevRecords).values(values);
      });
      snum += batch.length;
    } catch (error) {
      const reason = error instanceof BizError ? error.message : '保存失败，请重试';
      for (const { source } of batch) failResult.push({ ...source, errorsInfo: `导入失败：${reason}` });
    }
  }
  return { snum, fnum: failResult.length, resultType: failResult.length ? 1 : 0, failResult };
}
