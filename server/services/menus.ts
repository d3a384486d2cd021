import { and, asc, eq } from 'drizzle-orm';
import type {
  MenuInfo,
  MenuListQuery,
  MenuSelectorAllNode,
  MenuSelectorNode,
  MenuTreeRow,
  MenuType,
} from '../../contract';
import type { Db } from '../db/client';
import { modules, systems } from '../db/schema';
import { BizError } from '../lib/envelope';
import { buildTree } from '../lib/tree';
import { subtreeOf, trimmed } from './menuFields';

/** Menu administration reads (docs/contract.md): the tree of one system, the parent pickers, one menu. */

export type MenuRecord = typeof modules.$inferSelect;
export const MENU_ROOT = '-1';
/** Types that may hold other menus: 目录 (0) and 分类 (1). */
export const CONTAINER_TYPES = [0, 1];

export async function menusOf(db: Db, systemId?: string, category?: string): Promise<MenuRecord[]> {
  return db
    .select()
    .from(modules)
    .where(
      and(systemId ? eq(modules.systemId, systemId) : undefined, category ? eq(modules.category, category) : undefined),
    )
    .orderBy(asc(modules.sortCode), asc(modules.creatorTime), asc(modules.id));
}

/** Rows whose parent is missing from the list are shown at the top rather than lost. */
function rooted<T extends { id: string; parentId: string }>(rows: T[]): T[] {
  const ids = new Set(rows.map((r) => r.id));
  return rows.map((r) => (r.parentId === MENU_ROOT || ids.has(r.parentId) ? r : { ...r, parentId: MENU_ROOT }));
}

/** Keeps the rows that match and their ancestors, so every match stays reachable in the tree. */
function keepWithAncestors(rows: MenuRecord[], matches: (row: MenuRecord) => boolean): MenuRecord[] {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const keep = new Set<string>();
  for (const hit of rows.filter(matches)) {
    for (let row: MenuRecord | undefined = hit; row && !keep.has(row.id); row = byId.get(row.parentId))
      keep.add(row.id);
  }
  return rows.filter((r) => keep.has(r.id));
}

const toRow = (m: MenuRecord): Omit<MenuTreeRow, 'hasChildren' | 'children'> => ({
  id: m.id,
  parentId: m.parentId,
  systemId: m.systemId,
  fullName: m.fullName,
  enCode: m.enCode,
  icon: m.icon,
  urlAddress: m.urlAddress,
  linkTarget: m.linkTarget,
  type: m.type as MenuType,
  category: m.category,
  propertyJson: m.propertyJson,
  enabledMark: m.enabledMark,
  sortCode: m.sortCode,
  isButtonAuthorize: m.isButtonAuthorize,
  isColumnAuthorize: m.isColumnAuthorize,
  isFormAuthorize: m.isFormAuthorize,
  isDataAuthorize: m.isDataAuthorize,
});

/** GET Menu/ModuleBySystem/{systemId}: every menu of the system (disabled ones too), as a tree. */
export async function menuTree(db: Db, systemId: string, query: MenuListQuery): Promise<MenuTreeRow[]> {
  let rows = await menusOf(db, systemId, query.category || 'Web');
  const keyword = trimmed(query.keyword).toLowerCase();
  if (keyword) {
    rows = keepWithAncestors(rows, (r) =>
      [r.fullName, r.enCode, r.urlAddress].some((v) => v.toLowerCase().includes(keyword)),
    );
  }
  if (query.type !== undefined) rows = keepWithAncestors(rows, (r) => r.type === query.type);
  if (query.enabledMark !== undefined) rows = keepWithAncestors(rows, (r) => r.enabledMark === query.enabledMark);
  return buildTree(rooted(rows.map(toRow)), MENU_ROOT) as MenuTreeRow[];
}

/**
 * GET Menu/Selector/{id}/{systemId}: the parent picker: 目录 and 分类 of the system under a 顶级节点 root, without
 * the menu being edited and anything below it (a menu cannot move under itself).
 */
export async function menuSelector(
  db: Db,
  excludeId: string,
  systemId: string,
  category = 'Web',
): Promise<MenuSelectorNode[]> {
  let rows = (await menusOf(db, systemId, category)).filter((r) => CONTAINER_TYPES.includes(r.type));
  if (excludeId && excludeId !== '0') {
    const hidden = subtreeOf(await menusOf(db, systemId), excludeId);
    rows = rows.filter((r) => !hidden.has(r.id));
  }
  const nodes = rooted(
    rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      fullName: r.fullName,
      icon: r.icon,
      type: r.type,
      systemId: r.systemId,
      sortCode: r.sortCode,
    })),
  );
  const children = buildTree(nodes, MENU_ROOT) as unknown as MenuSelectorNode[];
  return [
    {
      id: MENU_ROOT,
      parentId: '0',
      fullName: '顶级节点',
      icon: '',
      type: 0,
      systemId,
      hasChildren: children.length > 0,
      children: children.length ? children : null,
    },
  ];
}

/** GET Menu/Selector/All: enabled systems (type 0 under '0') with all their menus. */
export async function menuSelectorAll(db: Db, category?: string): Promise<MenuSelectorAllNode[]> {
  const sys = await db
    .select()
    .from(systems)
    .where(eq(systems.enabledMark, 1))
    .orderBy(asc(systems.sortCode), asc(systems.id));
  const rows = (await menusOf(db, undefined, category || undefined)).filter((r) =>
    sys.some((s) => s.id === r.systemId),
  );
  const flat = [
    ...sys.map((s) => ({
      id: s.id,
      parentId: '0',
      fullName: s.fullName,
      icon: s.icon,
      type: 0,
      urlAddress: '',
      propertyJson: '',
      systemId: s.id,
      enabledMark: s.enabledMark,
      hasModule: false,
      sortCode: s.sortCode,
    })),
    ...rooted(rows).map((r) => ({
      id: r.id,
      parentId: r.parentId === MENU_ROOT ? r.systemId : r.parentId,
      fullName: r.fullName,
      icon: r.icon,
      type: r.type,
      urlAddress: r.urlAddress,
      propertyJson: r.propertyJson,
      systemId: r.systemId,
      enabledMark: r.enabledMark,
      hasModule: !CONTAINER_TYPES.includes(r.type),
      sortCode: r.sortCode,
    })),
  ];
  return buildTree(flat, '0') as unknown as MenuSelectorAllNode[];
}

export async function findMenu(db: Db, id: string): Promise<MenuRecord | undefined> {
  const [row] = await db.select().from(modules).where(eq(modules.id, id));
  return row;
}

export function toInfo(m: MenuRecord): MenuInfo {
  return {
    id: m.id,
    parentId: m.parentId,
    systemId: m.systemId,
    fullName: m.fullName,
    enCode: m.enCode,
    icon: m.icon,
    type: m.type as MenuType,
    urlAddress: m.urlAddress,
    linkTarget: m.linkTarget,
    category: m.category,
    propertyJson: m.propertyJson,
    enabledMark: m.enabledMark,
    sortCode: m.sortCode,
    description: m.description,
    isButtonAuthorize: m.isButtonAuthorize,
    isColumnAuthorize: m.isColumnAuthorize,
    isFormAuthorize: m.isFormAuthorize,
    isDataAuthorize: m.isDataAuthorize,
  };
}

export async function menuInfo(db: Db, id: string): Promise<MenuInfo> {
  const row = await findMenu(db, id);
  if (!row) throw new BizError('菜单不存在');
  // only the dialog's read carries the version; exports (menuTransfer.ts) share toInfo and must not
  return { ...toInfo(row), version: row.version };
}
