import { and, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { MenuInput } from '../../contract';
import type { Db } from '../db/client';
import { authorizations, moduleButtons, moduleColumns, moduleForms, modules, systems } from '../db/schema';
import { BizError } from '../lib/envelope';
import { newId } from '../lib/ids';
import { refuseDuplicates } from './dbErrors';
import { checkedText, descriptionOf, flagOf, sortCodeOf, subtreeOf, trimmed } from './menuFields';
import { CONTAINER_TYPES, findMenu, MENU_ROOT, menusOf } from './menus';
import { assertWritten, nextVersion, sameVersion, versionOf } from './versionLock';

/** Menu writes (docs/contract.md) with the platform's refusals; every write is one transaction. */

/** Types whose page is named by propertyJson.moduleId: 功能, 字典, 报表, 大屏, 门户. */
export const MODULE_TYPES = [3, 4, 5, 6, 8];
/** Types that open an address: 页面 (a route) and 外链 (a URL). */
export const ADDRESS_TYPES = [2, 7];
const MAX_ADDRESS = 500;

export interface ValidMenu {
  parentId: string;
  systemId: string;
  category: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
}

function propertyJsonOf(type: number, text: string | null | undefined): string {
  const raw = trimmed(text);
  let parsed: unknown = {};
  if (raw) {
    try {
      parsed = JSON.parse(raw);
    } catch {
      throw new BizError('属性配置不是合法的JSON');
    }
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
      throw new BizError('属性配置须为JSON对象');
  }
  if (MODULE_TYPES.includes(type)) {
    const moduleId = trimmed(String((parsed as { moduleId?: unknown }).moduleId ?? ''));
    if (!moduleId) throw new BizError('请选择关联功能');
    const isTree = (parsed as { isTree?: unknown }).isTree;
    return JSON.stringify({ ...(parsed as object), moduleId, isTree: Number(isTree) === 1 ? 1 : 0 });
  }
  return raw ? JSON.stringify(parsed) : '';
}

export function validateMenu(input: Partial<MenuInput>): ValidMenu {
  const type = input.type ?? -1;
  if (!Number.isInteger(type) || type < 0 || type > 8) throw new BizError('请选择类型');
  const parentId = trimmed(input.parentId);
  if (!parentId) throw new BizError('上级菜单不能为空');
  const systemId = trimmed(input.systemId);
  if (!systemId) throw new BizError('请选择所属应用');
  const category = trimmed(input.category) || 'Web';
  if (category !== 'Web' && category !== 'App') throw new BizError('菜单分类只能为Web或App');
  const urlAddress = trimmed(input.urlAddress);
  if (ADDRESS_TYPES.includes(type) && !urlAddress) throw new BizError('请输入地址');
  if (urlAddress.length > MAX_ADDRESS) throw new BizError(`地址最多为${MAX_ADDRESS}个字符！`);
  const linkTarget = type === 7 ? trimmed(input.linkTarget) || '_self' : '_self';
  if (linkTarget !== '_self' && linkTarget !== '_blank') throw new BizError('打开方式只能为_self或_blank');
  const icon = trimmed(input.icon);
  if (!icon) throw new BizError('请输入图标');
  if (icon.length > 100) throw new BizError('图标最多为100个字符！');
  return {
    parentId,
    systemId,
    category,
    type,
    fullName: checkedText(input.fullName, { required: '请输入名称', tooLong: '名称最多为50个字符！' }),
    enCode: checkedText(input.enCode, { required: '请输入编码', tooLong: '编码最多为50个字符！' }),
    icon,
    urlAddress: ADDRESS_TYPES.includes(type) ? urlAddress : '',
    linkTarget,
    propertyJson: propertyJsonOf(type, input.propertyJson),
    enabledMark: flagOf(input.enabledMark, 1, '状态只能为0或1'),
    sortCode: sortCodeOf(input.sortCode),
    description: descriptionOf(input.description),
    isButtonAuthorize: flagOf(input.isButtonAuthorize, 0, '按钮权限只能为0或1'),
    isColumnAuthorize: flagOf(input.isColumnAuthorize, 0, '列表权限只能为0或1'),
    isFormAuthorize: flagOf(input.isFormAuthorize, 0, '表单权限只能为0或1'),
    isDataAuthorize: flagOf(input.isDataAuthorize, 0, '数据权限只能为0或1'),
  };
}

/** The parent must be 顶级节点 or a 目录/分类 of the same system, never the menu itself or below it. */
export async function assertMenuPlace(db: Db, menu: ValidMenu, selfId?: string): Promise<void> {
  const [system] = await db.select({ id: systems.id }).from(systems).where(eq(systems.id, menu.systemId));
  if (!system) throw new BizError('所属应用不存在');
  if (menu.parentId === MENU_ROOT) return;
  const parent = await findMenu(db, menu.parentId);
  if (!parent || parent.systemId !== menu.systemId) throw new BizError('上级菜单不存在');
  if (!CONTAINER_TYPES.includes(parent.type)) throw new BizError('上级菜单只能是目录或分类');
  if (selfId && subtreeOf(await menusOf(db, menu.systemId), selfId).has(menu.parentId)) {
    throw new BizError('上级菜单不能是自己或自己的下级');
  }
}

export async function assertMenuUnique(
  db: Db,
  menu: Pick<ValidMenu, 'enCode' | 'fullName' | 'category' | 'parentId' | 'systemId'>,
  selfId?: string,
) {
  const self = selfId ? ne(modules.id, selfId) : undefined;
  const [code] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(and(eq(modules.enCode, menu.enCode), eq(modules.category, menu.category), self))
    .limit(1);
  if (code) throw new BizError('编码重复，请重新输入');
  const [name] = await db
    .select({ id: modules.id })
    .from(modules)
    .where(
      and(
        eq(modules.fullName, menu.fullName),
        eq(modules.category, menu.category),
        eq(modules.parentId, menu.parentId),
        eq(modules.systemId, menu.systemId),
        self,
      ),
    )
    .limit(1);
  if (name) throw new BizError('名称重复，请重新输入');
}

export async function createMenu(db: Db, input: Partial<MenuInput>, userId: string): Promise<string> {
  const menu = validateMenu(input);
  const id = newId();
  await refuseDuplicates('编码重复，请重新输入', () =>
    db.transaction(async (tx) => {
      await assertMenuPlace(tx, menu);
      await assertMenuUnique(tx, menu);
      await tx.insert(modules).values({ id, ...menu, creatorUserId: userId });
    }),
  );
  return id;
}

async function childCount(db: Db, id: string): Promise<number> {
  const [{ count }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(modules)
    .where(eq(modules.parentId, id));
  return count;
}

export async function updateMenu(db: Db, id: string, input: Partial<MenuInput>, userId: string): Promise<void> {
  const menu = validateMenu(input);
  await refuseDuplicates('编码重复，请重新输入', () =>
    db.transaction(async (tx) => {
      const [old] = await tx.select().from(modules).where(eq(modules.id, id)).for('update');
      if (!old) throw new BizError('菜单不存在');
      const children = await childCount(tx, id);
      if (children && old.type !== menu.type) throw new BizError('当前目录存在数据,不能修改类型');
      if (children && old.systemId !== menu.systemId) throw new BizError('当前目录存在数据,不能修改所属应用');
      await assertMenuPlace(tx, menu, id);
      await assertMenuUnique(tx, menu, id);
      const written = await tx
        .update(modules)
        .set({ ...menu, version: nextVersion(modules.version), lastModifyTime: new Date(), lastModifyUserId: userId })
        .where(and(eq(modules.id, id), sameVersion(modules.version, versionOf(input.version))))
        .returning({ id: modules.id });
      assertWritten(written);
    }),
  );
}

/** A menu with sub-menus is refused; its buttons, columns, forms and every grant on them go with it. */
export async function deleteMenu(db: Db, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [menu] = await tx.select().from(modules).where(eq(modules.id, id)).for('update');
    if (!menu) throw new BizError('菜单不存在');
    if (await childCount(tx, id)) throw new BizError('删除失败，请先删除子菜单');
    const itemIds: string[] = [];
    for (const table of [moduleButtons, moduleColumns, moduleForms]) {
      const rows = await tx.delete(table).where(eq(table.moduleId, id)).returning({ id: table.id });
      itemIds.push(...rows.map((r) => r.id));
    }
    await tx
      .delete(authorizations)
      .where(
        or(
          and(eq(authorizations.itemType, 'module'), eq(authorizations.itemId, id)),
          itemIds.length
            ? and(
                inArray(authorizations.itemType, ['button', 'column', 'form']),
                inArray(authorizations.itemId, itemIds),
              )
            : undefined,
        ),
      );
    await tx.delete(modules).where(eq(modules.id, id));
  });
}

export async function toggleMenu(db: Db, id: string, userId: string): Promise<void> {
  const changed = await db
    .update(modules)
    .set({
      enabledMark: sql`case when ${modules.enabledMark} = 1 then 0 else 1 end`,
      // the state is a field of the dialog too: a dialog opened before the switch must not switch it back
      version: nextVersion(modules.version),
      lastModifyTime: new Date(),
      lastModifyUserId: userId,
    })
    .where(eq(modules.id, id))
    .returning({ id: modules.id });
  if (!changed.length) throw new BizError('菜单不存在');
}
