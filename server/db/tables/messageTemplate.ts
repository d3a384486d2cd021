import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, sortCode } from './columns';

/**
 * Message templates (docs/contract.md). `messageSource` and `messageType` are dictionary codes (msgSourceType,
 * msgType: 3 SMS, 7 WeChat official account…). The two lists are JSON text: templateParamJson
 * `[{field, fieldName}]`, smsFieldJson `[{smsField, field, isTitle}]` (the SMS / WeChat variable table).
 */
export const messageTemplates = pgTable('message_templates', {
  id: id(),
  fullName: text().notNull(),
  enCode: text().notNull().unique(),
  /** 0 custom, 1 system (system templates are read-only) */
  templateType: integer().notNull().default(0),
  messageSource: text().notNull().default(''),
  messageType: text().notNull().default(''),
  title: text().notNull().default(''),
  content: text().notNull().default(''),
  templateCode: text().notNull().default(''),
  /** WeChat jump mode: 1 mini-program, 2 page */
  wxSkip: text().notNull().default(''),
  xcxAppId: text().notNull().default(''),
  templateParamJson: text().notNull().default('[]'),
  smsFieldJson: text().notNull().default('[]'),
  sortCode: sortCode(),
  enabledMark: enabledMark(),
  description: description(),
  ...audit(),
});
