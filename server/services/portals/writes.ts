import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { modules, portals, portalUserDefaults } from '../../db/schema';
import { BizError } from '../../lib/envelope';
import { newId } from '../../lib/ids';
import { assertWritten, nextVersion, sameVersion, versionOf } from '../versionLock';
import { portalLayoutProblem, type PortalForm } from '../../../contract';
import { findPortal, NOT_FOUND } from './store';

/** Writes of portals: every layout is checked by the shared rule before it is stored (docs/portals.md). */

function checkedColumns(form: PortalForm) {
  const fullName = form.fullName?.trim() ?? '';
  if (!fullName) throw new BizError('门户名称不能为空');
  const problem = portalLayoutProblem(form.layout);
  if (problem) throw new BizError(problem);
  return {
    fullName,
    enCode: form.enCode?.trim() ?? '',
    enabledMark: form.enabledMark === 0 ? 0 : 1,
    sortCode: form.sortCode ?? 0,
    description: form.description ?? '',
    layoutJson: JSON.stringify({ cards: form.layout.cards }),
  };
}

export async function createPortal(db: Db, userId: string, systemId: string, form: PortalForm): Promise<string> {
  const id = newId();
  await db.insert(portals).values({ id, systemId, ...checkedColumns(form), creatorUserId: userId });
  return id;
}

/** A save based on an older version than the stored one is refused, so two designers never lose a change. */
export async function updatePortal(db: Db, userId: string, id: string, form: PortalForm): Promise<void> {
  const columns = checkedColumns(form);
  const version = versionOf(form.version);
  await findPortal(db, id);
  const written = await db
    .update(portals)
    .set({ ...columns, lastModifyTime: new Date(), lastModifyUserId: userId, version: nextVersion(portals.version) })
    .where(and(eq(portals.id, id), sameVersion(portals.version, version)))
    .returning({ id: portals.id });
  assertWritten(written);
}

/** A portal a type-8 menu still shows cannot be deleted: the menu would open on nothing. */
export async function deletePortal(db: Db, id: string): Promise<void> {
  await findPortal(db, id);
  const menus = await db
    .select({ name: modules.fullName, json: modules.propertyJson })
    .from(modules)
    .where(eq(modules.type, 8));
  const user = menus.find((m) => m.json.includes(`"${id}"`));
  if (user) throw new BizError(`门户正在被菜单「${user.name}」使用，不能删除`);
  await db.transaction(async (tx) => {
    await tx.delete(portalUserDefaults).where(eq(portalUserDefaults.portalId, id));
    await tx.delete(portals).where(eq(portals.id, id));
  });
}

export async function setDefaultPortal(db: Db, userId: string, systemId: string, id: string): Promise<void> {
  const row = await findPortal(db, id);
  if (row.systemId !== systemId || row.enabledMark !== 1) throw new BizError(NOT_FOUND);
  await db
    .insert(portalUserDefaults)
    .values({ userId, systemId, portalId: id })
    .onConflictDoUpdate({ target: [portalUserDefaults.userId, portalUserDefaults.systemId], set: { portalId: id } });
}
