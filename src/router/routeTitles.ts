/**
 * Translated titles. Fixed routes are known by path; server menus keep the name the administrator gave them,
 * except the platform's standard sections, which have titles in all three languages.
 */
export const fixedRouteTitleKeys: Readonly<Record<string, string>> = {
  '/home': 'route.home',
  '/dashboard': 'route.dashboard',
  '/messageRecord': 'route.messageRecord',
  '/previewModel': 'route.previewModel',
  '/profile': 'route.profile',
  '/emailDetail': 'route.emailDetail',
  '/workFlowDetail': 'route.workFlowDetail',
  '/externalLink': 'route.externalLink',
  '/workFlow/entrust': 'route.workFlowEntrust',
  '/menuMore': 'route.menuMore',
  '/model/informationSupplement': 'route.informationSupplement',
  '/model/tthy4d4bb': 'route.informationSupplement',
  '/404': 'route.notFound',
  '/login': 'route.login',
  '/lockScreen': 'route.lockScreen',
  '/register': 'route.register',
  '/forget': 'route.forget',
  '/forget1': 'route.forget',
};

/** Standard section enCodes (top-level menus) with translated titles. */
export const menuSectionKeys: Readonly<Record<string, string>> = {
  home: 'menu.home',
  dashboard: 'menu.dashboard',
  onlineDev: 'menu.onlineDev',
  generator: 'menu.generator',
  system: 'menu.system',
  systemData: 'menu.systemData',
  commonWords: 'menu.commonWords',
  weChat: 'menu.weChat',
  permission: 'menu.permission',
  workFlow: 'menu.workFlow',
  msgCenter: 'menu.msgCenter',
  extend: 'menu.extend',
};

export interface TitleSource {
  title: string;
  /** an explicit translation key (route handle) */
  i18nKey?: string;
  /** the route path, for fixed routes */
  path?: string;
  /** the menu enCode, for standard sections */
  enCode?: string;
}

/** The translation key for a title, if any; the caller falls back to `title`. */
export function titleKey(source: TitleSource, language: string): string | undefined {
  if (source.i18nKey) return source.i18nKey;
  if (source.path && fixedRouteTitleKeys[source.path]) return fixedRouteTitleKeys[source.path];
  // in simplified Chinese the administrator's own menu name is the truth
  if (source.enCode && language !== 'zh') return menuSectionKeys[source.enCode];
  return undefined;
}
