import { and, asc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { groups, organizes, positions, roles, userRelations, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { loadOrganizes } from '../organizeTree';
import { parseValue } from '../usersSelected';

/**
 * Who a notice goes to: organisations (with their sub-organisations), roles, positions, groups and users,
 * written as the multi user picker writes them (`id--type`, an organisation may be an id path).
 */

export interface Recipients {
  organizeIds: string[];
  roleIds: string[];
  positionIds: string[];
  groupIds: string[];
  userIds: string[];
}

const MAX_RECIPIENTS = 500;
export const NO_RECIPIENTS = '请选择接收人';
const UNKNOWN = '接收人不存在';

const KIND: Record<string, keyof Recipients> = {
  company: 'organizeIds',
  department: 'organizeIds',
  organize: 'organizeIds',
  role: 'roleIds',
  position: 'positionIds',
  group: 'groupIds',
  user: 'userIds',
};
const SUFFIX: [keyof Recipients, string][] = [
  ['organizeIds', 'organize'],
  ['roleIds', 'role'],
  ['positionIds', 'position'],
  ['groupIds', 'group'],
  ['userIds', 'user'],
];

const empty = (): Recipients => ({ organizeIds: [], roleIds: [], positionIds: [], groupIds: [], userIds: [] });

/** The picker's values (comma text or list) sorted by kind; a value without a kind is a user. */
export function parseRecipients(raw: unknown): Recipients {
  const values = Array.isArray(raw) ? raw.map(String) : typeof raw === 'string' ? raw.split(',') : [];
  const out = empty();
  for (const value of values.map((v) => v.trim()).filter(Boolean)) {
    // an organisation comes as its id or as its path (`a,b,c` split above leaves the last id with the type)
    const { id, type } = parseValue(value);
    const kind = KIND[type ?? 'user'];
    if (!kind || !id) throw new BizError(UNKNOWN);
    if (!out[kind].includes(id)) out[kind].push(id);
  }
  const total = Object.values(out).reduce((n, ids) => n + ids.length, 0);
  if (total === 0) throw new BizError(NO_RECIPIENTS);
  if (total > MAX_RECIPIENTS) throw new BizError(`接收人最多${MAX_RECIPIENTS}个`);
  return out;
}

/** Refuses ids that name nothing (a typo or a deleted organisation would silently reach nobody). */
export async function assertRecipientsExist(db: Db, r: Recipients): Promise<void> {
  const checks: [string[], typeof organizes | typeof roles | typeof positions | typeof groups | typeof users][] = [
    [r.organizeIds, organizes],
    [r.roleIds, roles],
    [r.positionIds, positions],
    [r.groupIds, groups],
    [r.userIds, users],
  ];
  for (const [ids, table] of checks) {
    if (ids.length === 0) continue;
    const found = await db.select({ id: table.id }).from(table).where(inArray(table.id, ids));
    if (found.length !== ids.length) throw new BizError(UNKNOWN);
  }
}

/** The stored JSON as the picker's typed values, comma-joined (GET Notice/{id} `toUserIds`). */
export function recipientsText(stored: string): string {
  const r = readRecipients(stored);
  return SUFFIX.flatMap(([key, type]) => r[key].map((id) => `${id}--${type}`)).join(',');
}

export function readRecipients(stored: string): Recipients {
  try {
    const parsed = JSON.parse(stored) as Partial<Recipients>;
    const out = empty();
    for (const [key] of SUFFIX) out[key] = Array.isArray(parsed[key]) ? parsed[key].map(String) : [];
    return out;
  } catch {
    return empty();
  }
}

/**
 * The enabled users a release reaches, de-duplicated and in the database's ascending id order: the message
 * trigger locks each user's sequence row as it inserts, so every release locks them in the same order and two
 * concurrent releases (or a release and a chat message) cannot deadlock.
 */
export async function resolveRecipientIds(db: Db, r: Recipients): Promise<string[]> {
  const paths = await loadOrganizes(db);
  const orgIds = [...new Set(r.organizeIds.flatMap((id) => [...paths.subtree(id)]))];
  const objectIds = [...r.roleIds, ...r.positionIds, ...r.groupIds];
  const alternatives: SQL[] = [];
  if (r.userIds.length) alternatives.push(inArray(users.id, r.userIds));
  if (orgIds.length) alternatives.push(inArray(users.organizeId, orgIds));
  if (objectIds.length) {
    const related = db
      .select({ userId: userRelations.userId })
      .from(userRelations)
      .where(inArray(userRelations.objectId, objectIds));
    alternatives.push(inArray(users.id, related));
  }
  if (alternatives.length === 0) return [];
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.enabledMark, 1), or(...alternatives)))
    .orderBy(asc(users.id));
  return rows.map((u) => u.id);
}
