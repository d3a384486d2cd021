import { integer, text, timestamp } from 'drizzle-orm/pg-core';

/** Instants are timestamptz in the database and epoch milliseconds on the wire (docs/contract.md). */
export const instant = (name?: string) =>
  name ? timestamp(name, { withTimezone: true, mode: 'date' }) : timestamp({ withTimezone: true, mode: 'date' });

/** Ids are opaque text: fixtures use readable ids, the server generates UUIDs. */
export const id = () => text().primaryKey();

/** Who/when columns the admin lists show (creatorTime, lastModifyTime…). */
export const audit = () => ({
  creatorTime: instant().notNull().defaultNow(),
  creatorUserId: text(),
  lastModifyTime: instant(),
  lastModifyUserId: text(),
});

/** 1 enabled, 0 disabled: kept as an int because the wire and the admin screens use 0/1. */
export const enabledMark = () => integer().notNull().default(1);
export const sortCode = () => integer().notNull().default(0);
export const description = () => text().notNull().default('');

/**
 * Optimistic-locking counter: every update sets `version = version + 1` where the caller's version still
 * matches, so two people saving the same row can never silently overwrite each other (docs/concurrency.md).
 */
export const version = () => integer().notNull().default(0);
