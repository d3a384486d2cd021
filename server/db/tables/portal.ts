import { pgTable, primaryKey, text, index } from 'drizzle-orm/pg-core';
import { audit, description, enabledMark, id, sortCode, version } from './columns';

/**
 * A portal (menu type 8 and /home, docs/portals.md): a grid of cards kept as JSON text (`layoutJson`, checked by
 * contract/portal.ts before it is stored), belonging to one system. `version` guards concurrent saves.
 */
export const portals = pgTable(
  'portals',
  {
    id: id(),
    systemId: text().notNull(),
    fullName: text().notNull(),
    enCode: text().notNull().default(''),
    layoutJson: text().notNull().default('{"cards":[]}'),
    enabledMark: enabledMark(),
    sortCode: sortCode(),
    description: description(),
    ...audit(),
    version: version(),
  },
  (t) => [index().on(t.systemId)],
);

/** The portal a user chose as their /home in one system (a user may belong to several systems). */
export const portalUserDefaults = pgTable(
  'portal_user_defaults',
  {
    userId: text().notNull(),
    systemId: text().notNull(),
    portalId: text().notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.systemId] })],
);
