import type { MenuRoute } from '../../router/menuRoutes';

/** The screen of a dictionary page menu: the 数据字典 screen's table, for the one category the menu names. */
export const DICTIONARY_PAGE_SCREEN = 'system/dictionary-entries.page';

/** The `$params` a dictionary page menu (type 4) gives its screen: the category (propertyJson.moduleId) and isTree. */
export function dictionaryPageParams(menu: Pick<MenuRoute, 'relationId' | 'isTree'> | undefined): {
  typeId: string;
  isTree: string;
} {
  return { typeId: menu?.relationId ?? '', isTree: menu?.isTree ? '1' : '0' };
}
