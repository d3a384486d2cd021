import { like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { visualdevModels } from '../db/schema';
import { BizError } from '../lib/envelope';
import type { SessionUser } from '../lib/sessions';
import { hasMenuAccess, Menu, menusOfModel, NO_PERMISSION } from './menuAccess';

/**
 * Drawing a bill number consumes it, so only people who may fill a form that uses the rule draw numbers: the
 * users of a model menu whose form has a billRule field with this rule, the rule's administrators and the form
 * designers (whose preview shows numbers). Anyone else gets 没有权限 (docs/security.md).
 */

interface FieldNode {
  __config__?: { jnpfKey?: unknown; rule?: unknown; children?: unknown };
  rule?: unknown;
}

/** True when some field of the designer's formData (at any depth: containers, child tables) uses the rule. */
export function formUsesRule(formData: string, enCode: string): boolean {
  let root: unknown;
  try {
    root = JSON.parse(formData);
  } catch {
    return false;
  }
  const stack: unknown[] = [root];
  while (stack.length) {
    const node = stack.pop();
    if (Array.isArray(node)) stack.push(...(node as unknown[]));
    else if (node && typeof node === 'object') {
      const config = (node as FieldNode).__config__;
      if (config?.jnpfKey === 'billRule' && (config.rule === enCode || (node as FieldNode).rule === enCode))
        return true;
      stack.push(...Object.values(node));
    }
  }
  return false;
}

export async function assertMayDrawNumber(db: Db, user: SessionUser, enCode: string): Promise<void> {
  if (user.isAdministrator) return;
  if (await hasMenuAccess(db, user, [Menu.billRule, Menu.formDesign])) return;
  // the LIKE only narrows the candidates; formUsesRule decides
  const pattern = `%${enCode.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const models = await db
    .select({ id: visualdevModels.id, formData: visualdevModels.formData })
    .from(visualdevModels)
    .where(like(visualdevModels.formData, pattern));
  for (const model of models) {
    if (!formUsesRule(model.formData, enCode)) continue;
    const menus = await menusOfModel(db, model.id);
    if (menus.length && (await hasMenuAccess(db, user, menus))) return;
  }
  throw new BizError(NO_PERMISSION);
}
