import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { PublicFormConfig, PublicResult, PublicSubmitBody, PublicSubmitResult } from '../../../contract/shortLink';
import type { Db } from '../../db/client';
import { visualdevPublicSubmissions, visualdevRecords, visualdevShortLinks } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { md5Hex, verifyPassword } from '../../lib/password';
import { consumeCaptcha } from '../captchaStore';
import { selectorItems } from '../dictionaryData';
import { parseFormModel } from '../formModel';
import { fillOnCreate } from '../formRecordFill';
import { assertRecordValid, parseRecordData, pickModelValues } from '../formRecordValidation';
import type { UserContext } from '../userContext';
import { requireModel } from '../visualdevModels';
import { dictionaryTypesOf, INTERNAL_PICKERS, linkState, publicFormConf, STATE_MESSAGES } from './publicForm';
import { toSettings, type ShortLinkRow } from './settings';

/**
 * The anonymous side of a public form link (docs/public-forms.md): its configuration, the submission and the
 * submitter's own result. The record is validated by the same code as the internal form (formRecordValidation)
 * against the published fields, and counted against the limit in the statement that writes it.
 */

/** Nobody: the system fields of a public record name no person, organisation or position. */
const ANONYMOUS: UserContext = {
  userId: '',
  realName: '',
  account: '',
  organizeId: '',
  organizeIds: [],
  organizeNames: [],
  positionId: '',
  positionName: '',
  roleIds: [],
  groupIds: [],
};

async function linkById(db: Db, id: string): Promise<ShortLinkRow | undefined> {
  const [row] = await db.select().from(visualdevShortLinks).where(eq(visualdevShortLinks.id, id));
  return row;
}

async function passwordMatches(row: ShortLinkRow, password: string | undefined): Promise<boolean> {
  if (!row.passwordHash) return true;
  if (!password) return false;
  const cut = row.passwordHash.indexOf('$');
  return verifyPassword(md5Hex(password), {
    salt: row.passwordHash.slice(0, cut),
    hash: row.passwordHash.slice(cut + 1),
  });
}

/** The published form of a model, as JSON text and as its fields. */
async function publishedForm(db: Db, row: ShortLinkRow) {
  const model = await requireModel(db, row.modelId);
  const { formConf } = parseFormModel(model.formData);
  const published = publicFormConf(formConf, toSettings(row).pickerMode);
  const formData = JSON.stringify(published);
  return { model, formData, formConf: published, fields: parseFormModel(formData).fields };
}

/** What the public page needs to draw the form, or why it cannot. Never users, tokens or other models. */
export async function publicConfig(db: Db, id: string, password: string | undefined): Promise<PublicFormConfig> {
  const row = await linkById(db, id);
  const state = linkState(row, Date.now());
  if (!row || state !== 'ok') return { state };
  if (!(await passwordMatches(row, password))) {
    if (password) throw new BizError(STATE_MESSAGES.password);
    return { state: 'password' };
  }
  const { model, formData, formConf } = await publishedForm(db, row);
  const dictionaries: Record<string, unknown[]> = {};
  for (const type of dictionaryTypesOf(formConf)) {
    dictionaries[type] = await selectorItems(db, type).catch(() => []);
  }
  return {
    state: 'ok',
    fullName: model.fullName,
    formData,
    dictionaries,
    onePerBrowser: row.onePerBrowser,
    resultView: row.resultView,
  };
}

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The values of the published fields; pickers keep their static default, whatever the client sent. */
function publicValues(fields: ReturnType<typeof parseFormModel>['fields'], dataText: string) {
  const data = pickModelValues(fields, parseRecordData(dataText));
  for (const field of fields) {
    if (INTERNAL_PICKERS.has(field.jnpfKey)) data[field.vModel] = field.node.__config__?.defaultValue ?? null;
  }
  assertRecordValid(fields, data);
  return data;
}

/** Raises the counter only while the link is still open: the limit holds under any number of submissions. */
async function claimSubmission(tx: Db, linkId: string, now: Date) {
  const claimed = await tx
    .update(visualdevShortLinks)
    .set({ submitCount: sql`${visualdevShortLinks.submitCount} + 1` })
    .where(
      and(
        eq(visualdevShortLinks.id, linkId),
        eq(visualdevShortLinks.enabledMark, 1),
        or(isNull(visualdevShortLinks.expireTime), gt(visualdevShortLinks.expireTime, now.getTime())),
        or(
          eq(visualdevShortLinks.submitLimit, 0),
          lt(visualdevShortLinks.submitCount, visualdevShortLinks.submitLimit),
        ),
      ),
    )
    .returning({ id: visualdevShortLinks.id });
  if (claimed.length === 0) {
    const state = linkState(await linkById(tx, linkId), now.getTime());
    throw new BizError(STATE_MESSAGES[state === 'ok' ? 'full' : state]);
  }
}

export async function publicSubmit(
  db: Db,
  id: string,
  body: PublicSubmitBody,
  clientAddress: string,
  now = new Date(),
): Promise<PublicSubmitResult> {
  const row = await linkById(db, id);
  const state = linkState(row, now.getTime());
  if (!row || state !== 'ok') throw new BizError(STATE_MESSAGES[state === 'ok' ? 'notFound' : state]);
  if (!(await passwordMatches(row, body.password))) throw new BizError(STATE_MESSAGES.password);
  if (row.onePerBrowser === 1 && !body.browserToken) throw new BizError('表单数据格式不正确');
  await consumeCaptcha(db, body.timestamp, body.code);
  const { fields } = await publishedForm(db, row);
  const data = publicValues(fields, body.data);
  const recordId = newId();
  const resultToken = row.resultView === 1 ? randomBytes(24).toString('hex') : '';
  await db.transaction(async (tx) => {
    await claimSubmission(tx, row.id, now);
    const filled = await fillOnCreate(fields, data, { db: tx, who: ANONYMOUS, now });
    await tx.insert(visualdevRecords).values({ id: recordId, modelId: row.modelId, data: filled, creatorTime: now });
    const marked = await tx
      .insert(visualdevPublicSubmissions)
      .values({
        recordId,
        linkId: row.id,
        modelId: row.modelId,
        clientAddress,
        browserToken: row.onePerBrowser === 1 ? body.browserToken : null,
        resultTokenHash: sha256(resultToken || randomBytes(24).toString('hex')),
        creatorTime: now,
      })
      .onConflictDoNothing()
      .returning({ recordId: visualdevPublicSubmissions.recordId });
    // the transaction rolls back: neither the record nor the count stays
    if (marked.length === 0) throw new BizError('您已提交过该表单');
  });
  return { id: recordId, resultToken };
}

/** The id of the model's public link when it opens the form now (no password asked here), else ''. */
export async function openLinkOfModel(db: Db, modelId: string): Promise<string> {
  const [row] = await db.select().from(visualdevShortLinks).where(eq(visualdevShortLinks.modelId, modelId));
  return row && linkState(row, Date.now()) === 'ok' ? row.id : '';
}

/** The submitter's own record, read-only, through the secret of its result link. */
export async function publicResult(db: Db, id: string, recordId: string, token: string): Promise<PublicResult> {
  const row = await linkById(db, id);
  const [submission] = await db
    .select()
    .from(visualdevPublicSubmissions)
    .where(and(eq(visualdevPublicSubmissions.recordId, recordId), eq(visualdevPublicSubmissions.linkId, id)));
  if (!row || row.resultView !== 1 || !submission || !token || submission.resultTokenHash !== sha256(token)) {
    throw new BizError('该数据不存在或已被删除');
  }
  const [record] = await db.select().from(visualdevRecords).where(eq(visualdevRecords.id, recordId));
  if (!record) throw new BizError('该数据不存在或已被删除');
  const { model, formData, fields } = await publishedForm(db, row);
  return { fullName: model.fullName, formData, data: JSON.stringify(pickModelValues(fields, record.data)) };
}
