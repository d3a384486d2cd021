import { Type } from 'typebox';
import { flag, int, pageQueryFields, text } from './builders';

/** A parameter the template text may use as `{field}`; system parameters start with `@`. */
export const TemplateParamSchema = Type.Partial(Type.Object({ field: text(200), fieldName: text(200) }));

/** One row of the SMS / WeChat variable table: the provider's variable filled from a template parameter. */
export const TemplateSmsFieldSchema = Type.Partial(
  Type.Object({
    smsField: text(200),
    field: text(200),
    /** WeChat (type 7): 1 (or true) when this variable is the message title */
    isTitle: Type.Union([Type.Boolean(), flag()]),
  }),
);

export const MessageTemplateListQuerySchema = Type.Partial(
  Type.Object({
    ...pageQueryFields,
    templateType: flag(),
    enabledMark: flag(),
    messageType: text(50),
    messageSource: text(50),
  }),
);

/** GET …/{id} and the body of POST / PUT. */
export const MessageTemplateFormSchema = Type.Partial(
  Type.Object({
    id: text(100),
    fullName: text(200),
    enCode: text(200),
    /** 0 custom, 1 system */
    templateType: flag(),
    /** dictionary msgSourceType code */
    messageSource: text(50),
    /** dictionary msgType code: 1 site message, 2 email, 3 SMS, 4 DingTalk, 5 WeCom, 6 webhook, 7 WeChat */
    messageType: text(50),
    title: text(1000),
    content: text(50_000),
    templateCode: text(500),
    /** WeChat jump mode: 1 mini-program, 2 page */
    wxSkip: text(10),
    xcxAppId: text(500),
    sortCode: int(),
    enabledMark: flag(),
    description: text(2000),
    templateParamList: Type.Array(TemplateParamSchema, { maxItems: 100 }),
    smsFieldList: Type.Array(TemplateSmsFieldSchema, { maxItems: 100 }),
  }),
);
