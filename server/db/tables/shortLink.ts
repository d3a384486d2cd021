import { bigint, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { audit, enabledMark, id, instant, version } from './columns';

/**
 * A form model published as a public link (/formShortLink?id=…, docs/public-forms.md): at most one link per
 * model. The password is kept only as a hash and never leaves the server. `submitCount` is raised in the same
 * statement that checks `submitLimit`, so concurrent submissions can never exceed the limit.
 */
export const visualdevShortLinks = pgTable('visualdev_short_links', {
  id: id(),
  modelId: text().notNull().unique(),
  enabledMark: enabledMark(),
  passwordHash: text().notNull().default(''),
  /** epoch ms after which the link refuses; null: never expires */
  expireTime: bigint({ mode: 'number' }),
  /** 0: no limit */
  submitLimit: integer().notNull().default(0),
  submitCount: integer().notNull().default(0),
  /** 1: one submission per browser (a token the page keeps, unique per link) */
  onePerBrowser: integer().notNull().default(0),
  /** 1: the submitter may open the record read-only through its own result link */
  resultView: integer().notNull().default(0),
  /** what happens to internal people/organisation pickers on the public form: 'hide' or 'readonly' */
  pickerMode: text().notNull().default('hide'),
  ...audit(),
  version: version(),
});

/** The records that came in through a public link, with what is needed to limit and to show them again. */
export const visualdevPublicSubmissions = pgTable(
  'visualdev_public_submissions',
  {
    recordId: text().primaryKey(),
    linkId: text().notNull(),
    modelId: text().notNull(),
    clientAddress: text().notNull().default(''),
    /** the browser token of a one-per-browser link; null otherwise */
    browserToken: text(),
    /** sha-256 of the secret in the submitter's result link */
    resultTokenHash: text().notNull(),
    creatorTime: instant().notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex().on(t.linkId, t.browserToken),
    index().on(t.modelId),
    index().on(t.clientAddress, t.creatorTime),
  ],
);
