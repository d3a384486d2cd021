import { and, eq } from 'drizzle-orm';
import type { MessageTemplateForm, TemplateParam, TemplateSmsField } from '../../contract';
import type { Db } from '../db/client';
import { dictionaryData, dictionaryTypes } from '../db/schema';
import { BizError } from '../lib/envelope';
import { descriptionOf, requireCode, requireName, sortOf, stateOf, str } from './templateCommon';

/** Validation of a message template body (docs/contract.md) into its columns. */

export type TemplateInput = Partial<Record<keyof MessageTemplateForm, unknown>>;

/** SMS (3) and WeChat official account (7) send a provider template: a code and a variable table, no text. */
export const PROVIDER_TYPES = ['3', '7'];
const CUSTOM_FIELD = /^[a-zA-Z][a-zA-Z0-9_]*$/;
const SYSTEM_FIELD = /^@[a-zA-Z][a-zA-Z0-9_]*$/;
const MAX_ROWS = 100;

function listOf(value: unknown, label: string): Record<string, unknown>[] {
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || value.length > MAX_ROWS) throw new BizError(`${label}格式不正确`);
  if (!value.every((row) => row && typeof row === 'object' && !Array.isArray(row)))
    throw new BizError(`${label}格式不正确`);
  return value as Record<string, unknown>[];
}

function paramsOf(value: unknown): TemplateParam[] {
  const seen = new Set<string>();
  return listOf(value, '参数').map((row) => {
    const field = str(row.field);
    const fieldName = str(row.fieldName);
    if (!field) throw new BizError('请输入参数名称');
    if (!CUSTOM_FIELD.test(field) && !SYSTEM_FIELD.test(field))
      throw new BizError('只能输入大小写英文字母、数字、下划线组合，且不能数字、下划线开头');
    if (field.length > 50 || fieldName.length > 50) throw new BizError('参数最多为50个字符！');
    if (!fieldName) throw new BizError('请输入参数说明');
    if (seen.has(field)) throw new BizError('参数名重复，请重新输入');
    seen.add(field);
    return { field, fieldName };
  });
}

function smsFieldsOf(value: unknown, params: TemplateParam[], messageType: string): TemplateSmsField[] {
  const known = new Set(params.map((p) => p.field));
  const seen = new Set<string>();
  const rows = listOf(value, '变量').map((row, i) => {
    const smsField = str(row.smsField);
    const field = str(row.field);
    if (!smsField) throw new BizError(`第${i + 1}行请输入变量`);
    if (smsField.length > 50) throw new BizError('变量最多为50个字符！');
    if (seen.has(smsField)) throw new BizError(`第${i + 1}行短信变量'${smsField}'已重复`);
    seen.add(smsField);
    if (field && !known.has(field)) throw new BizError(`第${i + 1}行参数不存在`);
    const isTitle = messageType === '7' && (row.isTitle === true || Number(row.isTitle) === 1) ? 1 : 0;
    return { smsField, field, isTitle };
  });
  if (rows.filter((r) => r.isTitle).length > 1) throw new BizError('只能选择一个标题');
  return rows;
}

export async function validateTemplate(db: Db, input: TemplateInput) {
  const fullName = requireName(input.fullName);
  const enCode = requireCode(input.enCode);
  const messageSource = str(input.messageSource);
  if (!messageSource) throw new BizError('请选择消息来源');
  const messageType = str(input.messageType);
  if (!messageType) throw new BizError('请选择消息类型');
  for (const [code, typeCode, message] of [
    [messageSource, 'msgSourceType', '消息来源不正确'],
    [messageType, 'msgType', '消息类型不正确'],
  ] as const) {
    if (!(await dictionaryHas(db, typeCode, code))) throw new BizError(message);
  }
  const provider = PROVIDER_TYPES.includes(messageType);
  const title = str(input.title);
  const content = typeof input.content === 'string' ? input.content : '';
  if (!provider && !title) throw new BizError('请输入消息标题');
  if (title.length > 200) throw new BizError('消息标题最多为200个字符！');
  if (!provider && messageType !== '1' && !content.trim()) throw new BizError('请输入消息内容');
  if (content.length > 20000) throw new BizError('消息内容最多为20000个字符！');
  const templateCode = str(input.templateCode);
  if (provider && !templateCode) throw new BizError('请输入模板编号');
  if (templateCode.length > 100) throw new BizError('模板编号最多为100个字符！');
  const wxSkip = messageType === '7' ? str(input.wxSkip) || '1' : '';
  if (wxSkip && !['1', '2'].includes(wxSkip)) throw new BizError('跳转方式不正确');
  const xcxAppId = wxSkip === '1' ? str(input.xcxAppId) : '';
  if (wxSkip === '1' && !xcxAppId) throw new BizError('请输入关联小程序ID');
  if (xcxAppId.length > 100) throw new BizError('关联小程序ID最多为100个字符！');
  const params = paramsOf(input.templateParamList);
  const smsFields = provider ? smsFieldsOf(input.smsFieldList, params, messageType) : [];
  return {
    fullName,
    enCode,
    messageSource,
    messageType,
    title: provider ? '' : title,
    content: provider ? '' : content,
    templateCode: provider ? templateCode : '',
    wxSkip,
    xcxAppId,
    templateParamJson: JSON.stringify(params),
    smsFieldJson: JSON.stringify(smsFields),
    sortCode: sortOf(input.sortCode),
    enabledMark: stateOf(input.enabledMark),
    description: descriptionOf(input.description),
  };
}

async function dictionaryHas(db: Db, typeCode: string, code: string): Promise<boolean> {
  const rows = await db
    .select({ id: dictionaryData.id })
    .from(dictionaryData)
    .innerJoin(dictionaryTypes, eq(dictionaryTypes.id, dictionaryData.dictionaryTypeId))
    .where(and(eq(dictionaryTypes.enCode, typeCode), eq(dictionaryData.enCode, code)))
    .limit(1);
  return rows.length > 0;
}
