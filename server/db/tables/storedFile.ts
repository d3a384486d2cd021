import { bigint, index, pgTable, text } from 'drizzle-orm/pg-core';
import { instant } from './columns';

/**
 * Files uploaded through /api/file (docs/contract.md, "Files"). One row per upload; the bytes live in the
 * storage (server/storage) under a key derived from their MD5, so identical content is stored once however
 * often and by whomever it is uploaded.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    /** the stored name: yyyyMMdd + random + .ext; the fileId of the wire */
    id: text().primaryKey(),
    /** storage folder type of the upload (annex, annexpic, userAvatar…) */
    type: text().notNull(),
    ownerId: text().notNull(),
    /** the sanitised name the user chose */
    originalName: text().notNull(),
    size: bigint({ mode: 'number' }).notNull(),
    /** lower case, without the dot */
    extension: text().notNull(),
    /** sniffed from the content; application/octet-stream when unknown */
    mime: text().notNull(),
    md5: text().notNull(),
    storageKey: text().notNull(),
    /** images only: the key of the server-made thumbnail */
    thumbKey: text(),
    createdAt: instant().notNull().defaultNow(),
  },
  (t) => [index().on(t.md5, t.ownerId), index().on(t.ownerId)],
);
