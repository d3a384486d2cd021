import type { MenuType } from './oauth';

/** Menu administration (`/api/system/Menu`, docs/contract.md); the sidebar's menus come from CurrentUser. */

export type MenuCategory = 'Web' | 'App';
export type LinkTarget = '_self' | '_blank';

export interface MenuListQuery {
  category?: MenuCategory;
  keyword?: string;
  type?: number;
  enabledMark?: number;
}

/** A row of `ModuleBySystem/{systemId}` (a tree). */
export interface MenuTreeRow {
  id: string;
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  icon: string;
  urlAddress: string;
  linkTarget: string;
  type: MenuType;
  category: string;
  propertyJson: string;
  enabledMark: number;
  sortCode: number;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  hasChildren: boolean;
  children: MenuTreeRow[] | null;
}

/** Parent picker node (`Selector/{id}/{systemId}`): directories and categories under a 顶级节点 root. */
export interface MenuSelectorNode {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  type: number;
  systemId: string;
  hasChildren: boolean;
  children: MenuSelectorNode[] | null;
}

/** `Selector/All`: systems (type 0 with parentId '0') with their menus. */
export interface MenuSelectorAllNode {
  id: string;
  parentId: string;
  fullName: string;
  icon: string;
  type: number;
  urlAddress: string;
  propertyJson: string;
  systemId: string;
  enabledMark: number;
  hasModule: boolean;
  hasChildren: boolean;
  children: MenuSelectorAllNode[] | null;
}

export interface MenuInfo {
  id: string;
  parentId: string;
  systemId: string;
  fullName: string;
  enCode: string;
  icon: string;
  type: MenuType;
  urlAddress: string;
  linkTarget: string;
  category: string;
  /** JSON text: {moduleId, isTree} for types 3, 4, 5, 6 and 8 */
  propertyJson: string;
  enabledMark: number;
  sortCode: number;
  description: string;
  isButtonAuthorize: number;
  isColumnAuthorize: number;
  isFormAuthorize: number;
  isDataAuthorize: number;
  /** optimistic-locking counter of the row; an update sends back the one it loaded */
  version?: number;
}

export type MenuInput = Partial<Pick<MenuInfo, 'id'>> & Omit<MenuInfo, 'id'>;

/** Buttons, list columns and form fields of a menu, as exported. */
export interface MenuItemExport {
  fullName: string;
  enCode: string;
  sortCode: number;
  enabledMark: number;
  description: string;
}

/** A .bm / .json menu export: the menu, its items and its sub-menus. */
export interface MenuExportFile extends MenuInfo {
  buttonEntityList: MenuItemExport[];
  columnEntityList: MenuItemExport[];
  formEntityList: MenuItemExport[];
  children: MenuExportFile[];
}

/** A system a menu tree belongs to (the menu screen's left list, from the roots of Selector/All). */
export interface MenuSystem {
  id: string;
  fullName: string;
  icon: string;
}
