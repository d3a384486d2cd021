import { and, asc, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type {
  MessageTemplateForm,
  MessageTemplateItem,
  MessageTemplateListQuery,
  PageResult,
  SendMessageConfig,
  TemplateParam,
  TemplateSmsField,
} from '../../src/api/types';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes, messageTemplates } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { toMs } from '../lib/time';
import { refuseDuplicates } from './dbErrors';
import { validateTemplate, type TemplateInput } from './messageTemplateInput';
import { likePattern, pageOf, pageResult } from './paging';
import { copyNames, userLabels } from './templateCommon';

/** Message template administration (contract §4.6; admin spec §2.13, §3). */

export type TemplateRow = typeof messageTemplates.$inferSelect;

type Valid = Awaited<ReturnType<typeof validateTemplate>>;

async function dictionaryNames(db: Db, typeCode: string): Promise<Map<string, string>> {
  const rows = await db
    .select({ enCode: dictionaryData.enCode, fullName: dictionaryData.fullName })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(eq(dictionaryTypes.enCode, typeCode));
  return new Map(rows.map((r) => [r.enCode, r.fullName]));
}

function parseList<T>(text: string): T[] {
  try {
    const parsed: unknown = JSON.parse(text || '[]');
    return Array.isArray(parsed) ? (parsed as T[]) : [];
  } catch {
    return [];
  }
}

export function templateForm(row: TemplateRow): Required<Omit<MessageTemplateForm, 'id'>> & { id: string } {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    templateType: row.templateType,
    messageSource: row.messageSource,
    messageType: row.messageType,
    title: row.title,
    content: row.content,
    templateCode: row.templateCode,
    wxSkip: row.wxSkip,
    xcxAppId: row.xcxAppId,
    sortCode: row.sortCode,
    enabledMark: row.enabledMark,
    description: row.description,
    templateParamList: parseList<TemplateParam>(row.templateParamJson),
    smsFieldList: parseList<TemplateSmsField>(row.smsFieldJson),
  };
}

export async function requireTemplate(db: Db, id: string): Promise<TemplateRow> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  if (!row) throw new BizError('消息模板不存在');
  return row;
}

async function assertUnique(db: Db, valid: Pick<Valid, 'fullName' | 'enCode'>, selfId?: string) {
  const taken = async (where: SQL) =>
    (
      await db
        .select({ id: messageTemplates.id })
        .from(messageTemplates)
        .where(and(where, selfId ? ne(messageTemplates.id, selfId) : undefined))
        .limit(1)
    ).length > 0;
  if (await taken(eq(messageTemplates.enCode, valid.enCode))) throw new BizError('编码已存在');
}

export async function listTemplates(db: Db, query: MessageTemplateListQuery): Promise<PageResult<MessageTemplateItem>> {
  const page = pageOf(query);
  const keyword = query.keyword?.trim();
  const where = and(
    keyword
      ? or(ilike(messageTemplates.fullName, likePattern(keyword)), ilike(messageTemplates.enCode, likePattern(keyword)))
      : undefined,
    query.templateType === undefined ? undefined : eq(messageTemplates.templateType, query.templateType),
    query.enabledMark === undefined ? undefined : eq(messageTemplates.enabledMark, query.enabledMark),
    query.messageType ? eq(messageTemplates.messageType, query.messageType) : undefined,
    query.messageSource ? eq(messageTemplates.messageSource, query.messageSource) : undefined,
  );
  const [{ total }] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(messageTemplates)
    .where(where);
  const rows = await db
    .select()
    .from(messageTemplates)
    .where(where)
    .orderBy(asc(messageTemplates.sortCode), desc(messageTemplates.creatorTime), asc(messageTemplates.id))
    .limit(page.pageSize)
    .offset(page.offset);
  const [sources, types, labels] = await Promise.all([
    dictionaryNames(db, 'msgSourceType'),
    dictionaryNames(db, 'msgType'),
    userLabels(
      db,
      rows.map((r) => r.creatorUserId),
    ),
  ]);
  const list = rows.map((row) => ({
    ...templateForm(row),
    creatorUser: labels.get(row.creatorUserId ?? '') ?? '',
    creatorTime: toMs(row.creatorTime) ?? 0,
    lastModifyTime: toMs(row.lastModifyTime),
    messageSourceName: sources.get(row.messageSource) ?? row.messageSource,
    messageTypeName: types.get(row.messageType) ?? row.messageType,
  }));
  return pageResult(list, page, total);
}

export async function createTemplate(db: Db, input: TemplateInput, userId: string): Promise<string> {
  const valid = await validateTemplate(db, input);
  const id = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      await assertUnique(tx, valid);
      await tx.insert(messageTemplates).values({ id, ...valid, templateType: 0, creatorUserId: userId });
    }),
  );
  return id;
}

/** System templates (type 1) belong to the platform: they are never edited or deleted here. */
function refuseSystem(row: TemplateRow) {
  if (row.templateType === 1) throw new BizError('系统模板不能修改或删除');
}

export async function updateTemplate(db: Db, id: string, input: TemplateInput, userId: string): Promise<void> {
  const valid = await validateTemplate(db, input);
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      refuseSystem(await requireTemplate(tx, id));
      await assertUnique(tx, valid, id);
      await tx
        .update(messageTemplates)
        .set({ ...valid, lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(eq(messageTemplates.id, id));
    }),
  );
}

export async function deleteTemplate(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    refuseSystem(await requireTemplate(tx, id));
    await tx.delete(messageTemplates).where(eq(messageTemplates.id, id));
  });
}

/** A copy is always a custom template, disabled until reviewed, named `….副本nnnn`. */
export async function copyTemplate(db: Db, id: string, userId: string, now = new Date()): Promise<string> {
  const copyId = newId();
  await refuseDuplicates('编码已存在', () =>
    db.transaction(async (tx) => {
      const {
        id: _id,
        creatorTime: _t,
        lastModifyTime: _m,
        lastModifyUserId: _u,
        ...row
      } = await requireTemplate(tx, id);
      const names = copyNames(row.fullName, row.enCode, now);
      await assertUnique(tx, names);
      await tx.insert(messageTemplates).values({
        ...row,
        ...names,
        id: copyId,
        templateType: 0,
        enabledMark: 0,
        creatorUserId: userId,
        creatorTime: now,
      });
    }),
  );
  return copyId;
}

/** GET SendMessageConfig/{id}, minimal: a send configuration made of the one template with that id. */
export async function sendConfigOf(db: Db, id: string): Promise<SendMessageConfig> {
  const [row] = await db.select().from(messageTemplates).where(eq(messageTemplates.id, id));
  if (!row) throw new BizError('发送配置不存在');
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    messageSource: row.messageSource,
    enabledMark: row.enabledMark,
    templateList: [
      {
        id: row.id,
        templateId: row.id,
        messageType: row.messageType,
        fullName: row.fullName,
        enCode: row.enCode,
      },
    ],
  };
}
