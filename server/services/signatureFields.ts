import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { signImages } from '../db/schema';
import { BizError } from '../lib/envelope';
import { isStoredName } from './files/names';
import { isEmptyValue, type FormField } from './formModel';
import { isPngDataUrl } from './signImages';

/**
 * What the signature widgets may store (docs/widgets.md, "Signatures"), checked again on the server because a
 * request can be sent without the form:
 * - `sign` holds the URL of an uploaded image (/api/file/Image/{type}/{stored name}); a PNG data URL is still
 *   accepted, as records of the previous platform (and the seeded samples) hold them;
 * - `signature` (e-seal) holds the id of a saved signature, and only its owner may put it on a record: a seal
 *   that differs from what the record already held must be one of the caller's own saved signatures, so nobody
 *   can stamp a colleague's seal, while an edit by someone else keeps the seals already on the record.
 */

const STORED_IMAGE = /^\/api\/file\/Image\/([A-Za-z0-9_-]{1,50})\/([^/?#]+)$/i;

export function isSignValue(value: unknown): boolean {
  if (typeof value !== 'string') return false;
  const stored = STORED_IMAGE.exec(value);
  if (stored) return isStoredName(stored[2]!);
  return isPngDataUrl(value);
}

interface SealUse {
  field: FormField;
  value: string;
}

/** Every sign and signature value of the record, top-level and in child-table rows. */
function signatureValues(fields: FormField[], data: Record<string, unknown>) {
  const signs: { field: FormField; value: unknown }[] = [];
  const seals: { field: FormField; value: unknown }[] = [];
  const visit = (field: FormField, value: unknown) => {
    if (isEmptyValue(value)) return;
    if (field.jnpfKey === 'sign') signs.push({ field, value });
    if (field.jnpfKey === 'signature') seals.push({ field, value });
  };
  for (const field of fields) {
    if (field.jnpfKey !== 'table') visit(field, data[field.vModel]);
    else if (Array.isArray(data[field.vModel]))
      for (const row of data[field.vModel] as Record<string, unknown>[])
        for (const column of field.columns) visit(column, row?.[column.vModel]);
  }
  return { signs, seals };
}

/** The seal ids a record already holds (any field, any row): keeping them needs no ownership. */
function heldSeals(fields: FormField[], previous: Record<string, unknown>): Set<string> {
  return new Set(
    signatureValues(fields, previous)
      .seals.map((s) => s.value)
      .filter((v): v is string => typeof v === 'string'),
  );
}

/** Throws the first problem with the record's signatures, with the words the form would use. */
export async function assertSignatureValues(
  db: Db,
  fields: FormField[],
  data: Record<string, unknown>,
  previous: Record<string, unknown>,
  userId: string,
): Promise<void> {
  const { signs, seals } = signatureValues(fields, data);
  const badSign = signs.find((s) => !isSignValue(s.value));
  if (badSign) throw new BizError(`${badSign.field.label}格式不正确`);
  const badSeal = seals.find((s) => typeof s.value !== 'string' || s.value.length > 64);
  if (badSeal) throw new BizError(`${badSeal.field.label}格式不正确`);
  const held = heldSeals(fields, previous);
  const added = (seals as SealUse[]).filter((s) => !held.has(s.value));
  if (added.length === 0) return;
  const ids = [...new Set(added.map((s) => s.value))];
  const own = await db
    .select({ id: signImages.id })
    .from(signImages)
    .where(and(eq(signImages.userId, userId), inArray(signImages.id, ids)));
  const owned = new Set(own.map((r) => r.id));
  const foreign = added.find((s) => !owned.has(s.value));
  if (foreign) throw new BizError(`${foreign.field.label}只能使用您自己的签章`);
}
