import { randomBytes } from 'node:crypto';
import { asc, inArray } from 'drizzle-orm';
import type { DownloadReply, ImportMode, MenuExportFile, MenuItemExport, MenuType } from '../../contract';
import type { Db } from '../db/client';
import { moduleButtons, moduleColumns, moduleForms, modules } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { createTicket } from './fileTickets';
import { MAX_NAME } from './menuFields';
import { findMenu, menusOf, toInfo, type MenuRecord } from './menus';
import { assertMenuPlace, validateMenu, type ValidMenu } from './menuWrites';

/**
 * .bm export and import of menus (docs/contract.md): a UTF-8 JSON file holding a menu, its buttons, list columns
 * and form fields, and its sub-menus the same way. An import is one transaction: a bad node refuses the file.
 */

const itemTables = [
  ['buttonEntityList', moduleButtons],
  ['columnEntityList', moduleColumns],
  ['formEntityList', moduleForms],
] as const;

const MAX_NODES = 2000;
const MAX_DEPTH = 10;

async function itemsOf(db: Db, menuIds: string[]) {
  const out = new Map<string, Record<(typeof itemTables)[number][0], MenuItemExport[]>>();
  for (const id of menuIds) out.set(id, { buttonEntityList: [], columnEntityList: [], formEntityList: [] });
  if (!menuIds.length) return out;
  for (const [key, table] of itemTables) {
    const rows = await db.select().from(table).where(inArray(table.moduleId, menuIds)).orderBy(asc(table.sortCode));
    for (const r of rows) {
      out.get(r.moduleId)?.[key].push({
        fullName: r.fullName,
        enCode: r.enCode,
        sortCode: r.sortCode,
        enabledMark: r.enabledMark,
        description: r.description,
      });
    }
  }
  return out;
}

/** GET Menu/{id}/Actions/Export: the menu with everything below it, as a download link. */
export async function exportMenu(db: Db, id: string, userId: string): Promise<DownloadReply> {
  const root = await findMenu(db, id);
  if (!root) throw new BizError('菜单不存在');
  const all = await menusOf(db, root.systemId, root.category);
  const items = await itemsOf(
    db,
    all.map((m) => m.id),
  );
  const build = (menu: MenuRecord, depth: number): MenuExportFile => ({
    ...toInfo(menu),
    ...(items.get(menu.id) ?? { buttonEntityList: [], columnEntityList: [], formEntityList: [] }),
    children: depth < MAX_DEPTH ? all.filter((m) => m.parentId === menu.id).map((m) => build(m, depth + 1)) : [],
  });
  return createTicket(db, userId, {
    fileName: `${root.fullName}.bm`,
    contentType: 'application/octet-stream',
    content: JSON.stringify(build(root, 1)),
  });
}

// ── import ─────────────────────────────────────────────────────────────────────────────────────────────────

type Loose = Record<string, unknown>;
const isObject = (v: unknown): v is Loose => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '');
const num = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? v : undefined);

function parseFile(text: string): Loose {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new BizError('文件格式不正确');
  }
  if (!isObject(parsed) || !str(parsed.fullName) || !str(parsed.enCode)) throw new BizError('文件格式不正确');
  return parsed;
}

function readItems(value: unknown): MenuItemExport[] {
  if (!Array.isArray(value)) return [];
  const seen = new Set<string>();
  return value.filter(isObject).flatMap((item, i) => {
    const enCode = str(item.enCode).trim().slice(0, 100);
    const fullName = str(item.fullName).trim().slice(0, 100);
    if (!enCode || !fullName || seen.has(enCode)) return [];
    seen.add(enCode);
    return [
      {
        enCode,
        fullName,
        sortCode: num(item.sortCode) ?? i + 1,
        enabledMark: num(item.enabledMark) === 0 ? 0 : 1,
        description: str(item.description).slice(0, 500),
      },
    ];
  });
}

const tail = () => randomBytes(4).toString('hex').slice(0, 5);
const fit = (base: string, extra: string) => base.slice(0, MAX_NAME - extra.length) + extra;

export interface MenuImportOutcome {
  added: number;
  skipped: number;
}

export interface MenuImportTarget {
  systemId: string;
  parentId: string;
  category: string;
}

/**
 * POST Menu/{systemId}/Actions/Import. A node clashing with an existing menu (same id, same code, or same name
 * under the same parent) is skipped with its sub-menus in mode 0, or added as a renamed copy in mode 1.
 */
export async function importMenu(
  db: Db,
  text: string,
  mode: ImportMode,
  target: MenuImportTarget,
  userId: string,
): Promise<MenuImportOutcome> {
  const file = parseFile(text);
  const outcome: MenuImportOutcome = { added: 0, skipped: 0 };
  await db.transaction(async (tx) => {
    const existing = await tx.select().from(modules);
    let count = 0;
    const visit = async (node: Loose, parentId: string, depth: number): Promise<void> => {
      if (++count > MAX_NODES || depth > MAX_DEPTH) throw new BizError('文件格式不正确');
      const menu: ValidMenu = validateMenu({
        parentId,
        systemId: target.systemId,
        category: target.category,
        type: num(node.type) as MenuType | undefined,
        fullName: str(node.fullName),
        enCode: str(node.enCode),
        icon: str(node.icon),
        urlAddress: str(node.urlAddress),
        linkTarget: str(node.linkTarget),
        propertyJson: str(node.propertyJson),
        enabledMark: num(node.enabledMark),
        sortCode: num(node.sortCode),
        description: str(node.description),
      });
      await assertMenuPlace(tx, menu);
      const fileId = str(node.id);
      const twin = existing.find(
        (m) =>
          m.id === fileId ||
          (m.category === menu.category && m.enCode === menu.enCode) ||
          (m.category === menu.category &&
            m.systemId === menu.systemId &&
            m.parentId === parentId &&
            m.fullName === menu.fullName),
      );
      if (twin && mode === 0) {
        outcome.skipped++;
        return;
      }
      const id = twin || !fileId || fileId.length > 100 ? newId() : fileId;
      if (twin) {
        const suffix = tail();
        menu.fullName = fit(menu.fullName, `.副本${suffix}`);
        menu.enCode = fit(menu.enCode, suffix);
      }
      const items = itemTables.map(([key, table]) => [table, readItems(node[key])] as const);
      const row = {
        ...menu,
        id,
        isButtonAuthorize: items[0][1].length ? 1 : menu.isButtonAuthorize,
        isColumnAuthorize: items[1][1].length ? 1 : menu.isColumnAuthorize,
        isFormAuthorize: items[2][1].length ? 1 : menu.isFormAuthorize,
        creatorUserId: userId,
      };
      await tx.insert(modules).values(row);
      existing.push({ ...row, creatorTime: new Date(), lastModifyTime: null, lastModifyUserId: null, version: 0 });
      for (const [table, list] of items) {
        if (list.length) {
          await tx
            .insert(table)
            .values(list.map((item) => ({ ...item, id: newId(), moduleId: id, creatorUserId: userId })));
        }
      }
      outcome.added++;
      const children = Array.isArray(node.children) ? node.children.filter(isObject) : [];
      for (const child of children) await visit(child, id, depth + 1);
    };
    await visit(file, target.parentId, 1);
  });
  return outcome;
}
