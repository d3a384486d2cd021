/** Wire types of /api/message/MessageTemplateConfig (docs/contract.md). */

/** A parameter the template text may use as `{field}`; system parameters start with `@`. */
export interface TemplateParam {
  field: string;
  fieldName: string;
}

/** One row of the SMS / WeChat variable table: the provider's variable filled from a template parameter. */
export interface TemplateSmsField {
  smsField: string;
  field: string;
  /** WeChat (type 7): 1 when this variable is the message title */
  isTitle?: number;
}

export interface MessageTemplateListQuery {
  keyword?: string;
  currentPage?: number;
  pageSize?: number;
  templateType?: number;
  enabledMark?: number;
  messageType?: string;
  messageSource?: string;
}

/** GET …/{id} and the body of POST / PUT. */
export interface MessageTemplateForm {
  id?: string;
  fullName: string;
  enCode: string;
  /** 0 custom, 1 system */
  templateType?: number;
  /** dictionary msgSourceType code */
  messageSource: string;
  /** dictionary msgType code: 1 site message, 2 email, 3 SMS, 4 DingTalk, 5 WeCom, 6 webhook, 7 WeChat */
  messageType: string;
  title?: string;
  content?: string;
  templateCode?: string;
  /** WeChat jump mode: 1 mini-program, 2 page */
  wxSkip?: string;
  xcxAppId?: string;
  sortCode?: number;
  enabledMark?: number;
  description?: string;
  templateParamList?: TemplateParam[];
  smsFieldList?: TemplateSmsField[];
}

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
