import type { AuthorizationItemType } from './tables/system';
import type { ItemGrant, MenuFixture, RoleGrantFixture } from './seedFixtures';

/** Labels of the platform's standard buttons, so fixtures can list buttons by enCode only. */
export const standardButtonNames: Record<string, string> = {
  btn_add: '新增',
  btn_edit: '编辑',
  btn_remove: '删除',
  btn_detail: '详情',
  btn_upload: '导入',
  btn_download: '导出',
  btn_batchRemove: '批量删除',
  btn_batchPrint: '批量打印',
  btn_screenEdit: '修改页面配置',
};

export interface FlatMenu {
  id: string;
  parentId: string;
  systemId: string;
  type: number;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  propertyJson: string;
  sortCode: number;
  enabledMark: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
}

export interface FlatItem {
  id: string;
  moduleId: string;
  fullName: string;
  enCode: string;
  sortCode: number;
}

export interface FlatMenus {
  menus: FlatMenu[];
  buttons: FlatItem[];
  columns: FlatItem[];
  forms: FlatItem[];
}

const itemKinds = ['buttons', 'columns', 'forms'] as const;
type ItemKind = (typeof itemKinds)[number];
const idPart: Record<ItemKind, string> = { buttons: 'btn', columns: 'col', forms: 'form' };

/** Turns the nested menu fixture into table rows; item ids are derived (`<menuId>.<kind>.<enCode>`). */
export function flattenMenus(roots: MenuFixture[]): FlatMenus {
  const out: FlatMenus = { menus: [], buttons: [], columns: [], forms: [] };
  const visit = (node: MenuFixture, parentId: string, inheritedSystem: string | undefined, index: number) => {
    const systemId = node.systemId ?? inheritedSystem;
    if (!systemId) throw new Error(`menu fixture ${node.id} has no systemId (set it on the root menu)`);
    const labels: Record<ItemKind, [string, string][]> = {
      buttons: (node.buttons ?? []).map((code) => [code, standardButtonNames[code] ?? code]),
      columns: Object.entries(node.columns ?? {}),
      forms: Object.entries(node.forms ?? {}),
    };
    out.menus.push({
      id: node.id,
      parentId,
      systemId,
      type: node.type,
      fullName: node.fullName,
      enCode: node.enCode,
      icon: node.icon ?? '',
      urlAddress: node.urlAddress ?? '',
      linkTarget: node.linkTarget ?? '_self',
      propertyJson: node.propertyJson ? JSON.stringify(node.propertyJson) : '',
      sortCode: node.sortCode ?? index + 1,
      enabledMark: node.enabledMark ?? 1,
      isButtonAuthorize: labels.buttons.length ? 1 : 0,
      isColumnAuthorize: labels.columns.length ? 1 : 0,
      isFormAuthorize: labels.forms.length ? 1 : 0,
    });
    for (const kind of itemKinds) {
      labels[kind].forEach(([enCode, fullName], i) =>
        out[kind].push({
          id: `${node.id}.${idPart[kind]}.${enCode}`,
          moduleId: node.id,
          fullName,
          enCode,
          sortCode: i + 1,
        }),
      );
    }
    (node.children ?? []).forEach((child, i) => visit(child, node.id, systemId, i));
  };
  roots.forEach((root, i) => visit(root, '-1', undefined, i));
  return out;
}

export interface AuthorizationRow {
  objectId: string;
  itemType: AuthorizationItemType;
  itemId: string;
}

function grantedItems(items: FlatItem[], menuIds: Set<string>, grant: ItemGrant | undefined): FlatItem[] {
  if (!grant) return [];
  return items.filter((item) => menuIds.has(item.moduleId) && (grant === '*' || grant.includes(item.enCode)));
}

/** Expands each role's grant into one authorization row per menu, button, column and form. */
export function expandRoleGrants(grants: RoleGrantFixture[], flat: FlatMenus): AuthorizationRow[] {
  const byId = new Map(flat.menus.map((m) => [m.id, m]));
  const childrenOf = new Map<string, string[]>();
  for (const m of flat.menus) childrenOf.set(m.parentId, [...(childrenOf.get(m.parentId) ?? []), m.id]);

  const rows: AuthorizationRow[] = [];
  for (const grant of grants) {
    const menuIds = new Set<string>();
    const addDescendants = (id: string) => {
      menuIds.add(id);
      for (const child of childrenOf.get(id) ?? []) addDescendants(child);
    };
    for (const id of grant.menus) {
      if (!byId.has(id)) throw new Error(`role ${grant.roleId} grants unknown menu ${id}`);
      addDescendants(id);
      // ancestors too, otherwise the granted menu would be an orphan outside the tree
      for (let parent = byId.get(id)?.parentId; parent && byId.has(parent); parent = byId.get(parent)?.parentId) {
        menuIds.add(parent);
      }
    }
    for (const id of menuIds) rows.push({ objectId: grant.roleId, itemType: 'module', itemId: id });
    const kinds: [AuthorizationItemType, FlatItem[], ItemGrant | undefined][] = [
      ['button', flat.buttons, grant.buttons],
      ['column', flat.columns, grant.columns],
      ['form', flat.forms, grant.forms],
    ];
    for (const [itemType, items, itemGrant] of kinds) {
      for (const item of grantedItems(items, menuIds, itemGrant)) {
        rows.push({ objectId: grant.roleId, itemType, itemId: item.id });
      }
    }
  }
  return rows;
}
