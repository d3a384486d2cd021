import type { Static } from 'typebox';
import type {
  TemplateParamSchema,
  TemplateSmsFieldSchema,
  MessageTemplateListQuerySchema,
  MessageTemplateFormSchema,
} from './schemas/messageTemplate';

/** Wire types of /api/message/MessageTemplateConfig (docs/contract.md). */

/** A parameter the template text may use as `{field}`; system parameters start with `@`. */
export type TemplateParam = Required<Static<typeof TemplateParamSchema>>;

/** One row of the SMS / WeChat variable table: the provider's variable filled from a template parameter. */
export type TemplateSmsField = Static<typeof TemplateSmsFieldSchema> & { smsField: string; field: string };

export type MessageTemplateListQuery = Static<typeof MessageTemplateListQuerySchema>;

/** GET …/{id} and the body of POST / PUT. */
export type MessageTemplateForm = Static<typeof MessageTemplateFormSchema>;

export interface MessageTemplateItem extends Required<Omit<MessageTemplateForm, 'id'>> {
  id: string;
  creatorUser: string;
  creatorTime: number;
  lastModifyTime: number | null;
  /** dictionary names of the codes, for lists */
  messageSourceName: string;
  messageTypeName: string;
}

/** GET /api/message/SendMessageConfig/{id} (minimal: one template per config). */
export interface SendMessageConfig {
  id: string;
  fullName: string;
  enCode: string;
  messageSource: string;
  enabledMark: number;
  templateList: { id: string; templateId: string; messageType: string; fullName: string; enCode: string }[];
}
