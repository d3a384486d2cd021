import { and, asc, eq, ilike, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { portals, portalUserDefaults, systems, users } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import type { PortalInfo, PortalLayout, PortalListItem } from '../../../contract';

/** Reads of portals (docs/portals.md): lists, one portal, the system a user works in, their default. */

export const NOT_FOUND = '门户不存在';

type PortalRow = typeof portals.$inferSelect;

export function listItem(row: PortalRow): PortalListItem {
  return {
    id: row.id,
    fullName: row.fullName,
    enCode: row.enCode,
    enabledMark: row.enabledMark,
    sortCode: row.sortCode,
    description: row.description,
    lastModifyTime: (row.lastModifyTime ?? row.creatorTime)?.getTime() ?? null,
  };
}

/** Stored layouts were validated on save; an unreadable one (hand-edited database) shows as empty. */
function parseLayout(text: string): PortalLayout {
  try {
    const parsed = JSON.parse(text) as PortalLayout;
    return Array.isArray(parsed?.cards) ? parsed : { cards: [] };
  } catch {
    return { cards: [] };
  }
}

export function portalInfo(row: PortalRow): PortalInfo {
  return { ...listItem(row), systemId: row.systemId, layout: parseLayout(row.layoutJson), version: row.version };
}

/** The system the user works in: the one they switched to, else the main (or first) enabled system. */
export async function currentSystemOf(db: Db, userId: string): Promise<string> {
  const [user] = await db.select({ systemId: users.systemId }).from(users).where(eq(users.id, userId)).limit(1);
  if (user?.systemId) return user.systemId;
  const [first] = await db
    .select({ id: systems.id })
    .from(systems)
    .where(eq(systems.enabledMark, 1))
    .orderBy(asc(systems.isMain), asc(systems.sortCode))
    .limit(1);
  return first?.id ?? '';
}

export async function findPortal(db: Db, id: string): Promise<PortalRow> {
  const [row] = await db.select().from(portals).where(eq(portals.id, id)).limit(1);
  if (!row) throw new BizError(NOT_FOUND);
  return row;
}

export async function systemPortals(db: Db, systemId: string, opts: { enabledOnly: boolean; keyword?: string }) {
  const keyword = opts.keyword?.trim();
  const rows = await db
    .select()
    .from(portals)
    .where(
      and(
        eq(portals.systemId, systemId),
        opts.enabledOnly ? eq(portals.enabledMark, 1) : undefined,
        keyword ? or(ilike(portals.fullName, `%${keyword}%`), ilike(portals.enCode, `%${keyword}%`)) : undefined,
      ),
    )
    .orderBy(asc(portals.sortCode), asc(portals.creatorTime));
  return rows;
}

/** The portal /home opens: the user's choice when still enabled in that system, else the first by sort order. */
export async function defaultPortalId(db: Db, userId: string, systemId: string): Promise<string> {
  const enabled = await systemPortals(db, systemId, { enabledOnly: true });
  const [chosen] = await db
    .select({ portalId: portalUserDefaults.portalId })
    .from(portalUserDefaults)
    .where(and(eq(portalUserDefaults.userId, userId), eq(portalUserDefaults.systemId, systemId)))
    .limit(1);
  if (chosen && enabled.some((p) => p.id === chosen.portalId)) return chosen.portalId;
  return enabled[0]?.id ?? '';
}
