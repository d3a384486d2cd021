import type { ApiFunction } from '../../../renderers';
import * as menu from '../../api/system/menu';
import type { ListReply, MenuCategory, MenuInfo, MenuInput, MenuSystem, MenuType } from '../../../contract';
import { num, optionalText, requiredText, text, versionArg, type ApiArgs } from '../apiArgs';
import { fileArg, importModeArg } from '../uploadArgs';

/**
 * Menus (docs/contract.md): the 菜单管理 screen. The dialog edits propertyJson's moduleId/isTree as two fields;
 * these entries turn them into the JSON text the server stores, and back.
 */

/** Types whose page is named by propertyJson.moduleId: 功能, 字典, 报表, 大屏, 门户. */
const MODULE_TYPES = [3, 4, 5, 6, 8];

const categoryOf = (args: ApiArgs): MenuCategory => (text(args, 'category') === 'App' ? 'App' : 'Web');

function parseProperty(json: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(json || '{}');
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/** The form's values as the server reads them; other keys of an existing propertyJson are kept. */
function menuInput(args: ApiArgs): MenuInput {
  const type = num(args, 'type', -1) as MenuType;
  const property = parseProperty(text(args, 'propertyJson'));
  if (MODULE_TYPES.includes(type)) {
    property.moduleId = text(args, 'moduleId');
    property.isTree = num(args, 'isTree', 0) === 1 ? 1 : 0;
  } else {
    delete property.moduleId;
    delete property.isTree;
  }
  return {
    parentId: text(args, 'parentId', '-1') || '-1',
    systemId: text(args, 'systemId'),
    category: categoryOf(args),
    type,
    fullName: text(args, 'fullName'),
    enCode: text(args, 'enCode'),
    icon: text(args, 'icon'),
    urlAddress: text(args, 'urlAddress'),
    linkTarget: text(args, 'linkTarget', '_self') || '_self',
    propertyJson: Object.keys(property).length ? JSON.stringify(property) : '',
    enabledMark: num(args, 'enabledMark', 1),
    sortCode: num(args, 'sortCode', 0),
    description: text(args, 'description'),
    isButtonAuthorize: num(args, 'isButtonAuthorize', 0),
    isColumnAuthorize: num(args, 'isColumnAuthorize', 0),
    isFormAuthorize: num(args, 'isFormAuthorize', 0),
    isDataAuthorize: num(args, 'isDataAuthorize', 0),
    version: versionArg(args),
  };
}

/** The menu as the dialog's fields: propertyJson's moduleId and isTree read out. */
async function menuForm(id: string): Promise<MenuInfo & { moduleId: string; isTree: number }> {
  const info = await menu.getMenuInfo(id);
  const property = parseProperty(info.propertyJson);
  return { ...info, moduleId: String(property.moduleId ?? ''), isTree: Number(property.isTree) === 1 ? 1 : 0 };
}

/** The systems menus belong to (the screen's left list): the roots of Selector/All. */
async function systemsList(): Promise<ListReply<MenuSystem>> {
  const { list } = await menu.getMenuSelectorAll('Web');
  return { list: list.map((s) => ({ id: s.id, fullName: s.fullName, icon: s.icon })) };
}

export const apis = {
  'menu.systems': () => systemsList(),
  /** `systemId`, `category`, `keyword`, `type`, `enabledMark` */
  'menu.tree': (a) => {
    const type = optionalText(a, 'type');
    const enabled = optionalText(a, 'enabledMark');
    return menu.getMenuTree(requiredText(a, 'systemId'), {
      category: categoryOf(a),
      keyword: optionalText(a, 'keyword'),
      type: type === undefined ? undefined : Number(type),
      enabledMark: enabled === undefined ? undefined : Number(enabled),
    });
  },
  /** `id` the menu being edited ('0' none), `systemId`, `category` */
  'menu.selector': (a) => menu.getMenuSelector(text(a, 'id', '0') || '0', requiredText(a, 'systemId'), categoryOf(a)),
  'menu.info': (a) => menuForm(requiredText(a, 'id')),
  'menu.create': (a) => menu.createMenu(menuInput(a)),
  'menu.update': (a) => menu.updateMenu(requiredText(a, 'id'), menuInput(a)),
  'menu.remove': (a) => menu.deleteMenu(requiredText(a, 'id')),
  'menu.toggleState': (a) => menu.toggleMenuState(requiredText(a, 'id')),
  'menu.export': (a) => menu.exportMenu(requiredText(a, 'id')),
  /** the config import dialog's values: `file`, `type` (0 skip, 1 append), `parentId`; plus `systemId` */
  'menu.import': (a) =>
    menu.importMenu(requiredText(a, 'systemId'), fileArg(a), {
      parentId: text(a, 'parentId', '-1') || '-1',
      type: importModeArg(a),
      category: categoryOf(a),
    }),
} satisfies Record<string, ApiFunction>;
