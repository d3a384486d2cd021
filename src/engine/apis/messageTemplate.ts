import type { ApiFunction } from '../../../renderers';
import * as api from '../../api/message/messageTemplate';
import type { MessageTemplateForm, MessageTemplateListQuery, TemplateParam, TemplateSmsField } from '../../../contract';
import { num, optionalText, requiredText, text, type ApiArgs } from '../apiArgs';

/** Message templates (docs/contract.md): the 消息模板 screen and its dialog. */

const optionalNumber = (args: ApiArgs, key: string): number | undefined => {
  const value = optionalText(args, key);
  return value === undefined ? undefined : Number(value);
};

function listQuery(args: ApiArgs): MessageTemplateListQuery {
  return {
    keyword: optionalText(args, 'keyword'),
    templateType: optionalNumber(args, 'templateType'),
    enabledMark: optionalNumber(args, 'enabledMark'),
    messageType: optionalText(args, 'messageType'),
    messageSource: optionalText(args, 'messageSource'),
    currentPage: num(args, 'currentPage', 1),
    pageSize: num(args, 'pageSize', 20),
  };
}

const rowsOf = <T>(args: ApiArgs, key: string): T[] => {
  const value = args?.[key];
  return Array.isArray(value) ? (value as T[]) : [];
};

/** The dialog's values as the server reads them; an empty row left in a table is dropped, not sent. */
function templateForm(args: ApiArgs): MessageTemplateForm {
  return {
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    messageSource: text(args, 'messageSource'),
    messageType: text(args, 'messageType'),
    title: text(args, 'title'),
    content: text(args, 'content'),
    templateCode: text(args, 'templateCode'),
    wxSkip: text(args, 'wxSkip'),
    xcxAppId: text(args, 'xcxAppId'),
    sortCode: num(args, 'sortCode', 0),
    enabledMark: num(args, 'enabledMark', 1),
    description: text(args, 'description'),
    templateParamList: rowsOf<TemplateParam>(args, 'templateParamList').filter((p) => p.field || p.fieldName),
    smsFieldList: rowsOf<TemplateSmsField>(args, 'smsFieldList')
      .filter((f) => f.smsField || f.field)
      .map((f) => ({ smsField: f.smsField, field: f.field ?? '', isTitle: Number(f.isTitle) === 1 ? 1 : 0 })),
  };
}

export const apis = {
  'messageTemplate.list': (a) => api.getMessageTemplateList(listQuery(a)),
  'messageTemplate.info': (a) => api.getMessageTemplateInfo(requiredText(a, 'id')),
  'messageTemplate.create': (a) => api.createMessageTemplate(templateForm(a)),
  'messageTemplate.update': (a) => api.updateMessageTemplate(requiredText(a, 'id'), templateForm(a)),
  'messageTemplate.remove': (a) => api.deleteMessageTemplate(requiredText(a, 'id')),
  'messageTemplate.copy': (a) => api.copyMessageTemplate(requiredText(a, 'id')),
  'messageTemplate.sendConfig': (a) => api.getSendMessageConfig(requiredText(a, 'id')),
} satisfies Record<string, ApiFunction>;
