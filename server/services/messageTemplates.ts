import { eq } from 'drizzle-orm';
import type {
  MessageTemplateForm,
  MessageTemplateItem,
  MessageTemplateListQuery,
  PageResult,
  SendMessageConfig,
  TemplateParam,
  TemplateSmsField,
} from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes, messageTemplates } from '../db/schema';
import { crudService } from '../lib/crudService';
import { BizError } from '../lib/envelope';
import { toMs } from '../lib/time';
import { validateTemplate } from './messageTemplateInput';
import { userLabels } from './templateCommon';

/** Message template administration (docs/contract.md). */

export type TemplateRow = typeof messageTemplates.$inferSelect;

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

/** System templates (type 1) belong to the platform: they are never edited or deleted here. */
function refuseSystem(row: TemplateRow) {
  if (row.templateType === 1) throw new BizError('系统模板不能修改或删除');
}

/**
 * Create, update, delete and copy (lib/crudService.ts); the code is unique. What is created or copied is
 * always a custom template (type 0); a copy is disabled until reviewed.
 */
export const templateCrud = crudService({
  table: messageTemplates,
  missing: '消息模板不存在',
  validate: validateTemplate,
  writable: refuseSystem,
  insertDefaults: { templateType: 0 },
});

export const requireTemplate = (db: Db, id: string): Promise<TemplateRow> => templateCrud.find(db, id);

export async function listTemplates(db: Db, query: MessageTemplateListQuery): Promise<PageResult<MessageTemplateItem>> {
  const filters = [
    query.templateType === undefined ? undefined : eq(messageTemplates.templateType, query.templateType),
    query.messageType ? eq(messageTemplates.messageType, query.messageType) : undefined,
    query.messageSource ? eq(messageTemplates.messageSource, query.messageSource) : undefined,
  ];
  return templateCrud.list(db, query, filters, async (rows) => {
    const [sources, types, labels] = await Promise.all([
      dictionaryNames(db, 'msgSourceType'),
      dictionaryNames(db, 'msgType'),
      userLabels(
        db,
        rows.map((r) => r.creatorUserId),
      ),
    ]);
    return rows.map((row) => ({
      ...templateForm(row),
      creatorUser: labels.get(row.creatorUserId ?? '') ?? '',
      creatorTime: toMs(row.creatorTime) ?? 0,
      lastModifyTime: toMs(row.lastModifyTime),
      messageSourceName: sources.get(row.messageSource) ?? row.messageSource,
      messageTypeName: types.get(row.messageType) ?? row.messageType,
    }));
  });
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
