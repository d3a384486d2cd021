/**
 * Turns the server's menu tree (CurrentUser.menuList) into route descriptions (docs/architecture.md).
 * Pure data: the router adapter maps `routable` entries onto pages, the layouts render the tree.
 */
import type { MenuItem, MenuType } from '../../contract';

export type MenuRouteKind =
  'directory' | 'category' | 'page' | 'model' | 'dictionary' | 'report' | 'portal' | 'external' | 'dataV';

export interface MenuRoute {
  /** menu id; also the page's permission modelId */
  id: string;
  /** unique among all menu routes (and ctx.reservedPaths) */
  path: string;
  /** enCode with '.' → '-', unique like path */
  name: string;
  title: string;
  icon: string;
  type: MenuType;
  kind: MenuRouteKind;
  /** type 2: the page registry key, urlAddress without query and leading '/' */
  pageKey?: string;
  /** types 3, 4, 5, 8: propertyJson.moduleId ('' when missing or unreadable) */
  relationId?: string;
  isTree?: boolean;
  /** type 6 and 7: the link with placeholders substituted */
  externalUrl?: string;
  linkTarget: string;
  openInNewWindow: boolean;
  /** false for directories, categories and new-window links: they never become router routes */
  routable: boolean;
  children: MenuRoute[];
}

export interface MenuRouteContext {
  /** session token (with `Bearer `), put into data-visualisation and external links */
  token: string;
  /** data-visualisation host, substituted for `${dataV}` */
  dataVHost: string;
  /** fixed routes (/home, /profile, …) a menu must not shadow */
  reservedPaths?: readonly string[];
}

export type MenuClickAction = { kind: 'navigate'; to: string } | { kind: 'open'; url: string } | { kind: 'subMenu' };

const KIND_BY_TYPE: Record<MenuType, MenuRouteKind> = {
  0: 'directory',
  1: 'category',
  2: 'page',
  3: 'model',
  4: 'dictionary',
  5: 'report',
  6: 'dataV',
  7: 'external',
  8: 'portal',
};

/** Fallback path prefix of online-module types when the menu has no urlAddress. */
const MODULE_PREFIX: Partial<Record<MenuType, string>> = {
  3: '/model/',
  4: '/dictionary/',
  5: '/report/',
  8: '/portal/',
};

/** `a/b?x=1` or `/a/b` → `a/b`: route paths never carry a query. */
function stripAddress(urlAddress: string): string {
  return (urlAddress ?? '').split(/[?#]/, 1)[0].trim().replace(/^\/+/, '');
}

function readProperty(menu: MenuItem): { moduleId: string; isTree: boolean } {
  try {
    const parsed: unknown = JSON.parse(menu.propertyJson);
    if (typeof parsed !== 'object' || parsed === null) throw new Error('not an object');
    const { moduleId, isTree } = parsed as { moduleId?: unknown; isTree?: unknown };
    return { moduleId: moduleId == null ? '' : String(moduleId), isTree: isTree === true || Number(isTree) === 1 };
  } catch {
    // An admin typo in one menu must not break the whole shell: the page shows "not configured" instead.
    console.warn(`[menuRoutes] invalid propertyJson on menu ${menu.enCode} (${menu.id})`, menu.propertyJson);
    return { moduleId: '', isTree: false };
  }
}

/** Admin-entered links: block script URLs, add a scheme to bare hosts so window.open does not treat them as relative. */
export function toAbsoluteUrl(url: string): string {
  const trimmed = url.trim();
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed)?.[1].toLowerCase();
  if (scheme) return ['javascript', 'data', 'vbscript'].includes(scheme) ? 'about:blank' : trimmed;
  if (trimmed.startsWith('/')) return trimmed;
  return `http://${trimmed}`;
}

function substitute(url: string, ctx: MenuRouteContext): string {
  return url.split('${dataV}').join(ctx.dataVHost).split('${jnpfToken}').join(encodeURIComponent(ctx.token));
}

class UniqueNames {
  private readonly used: Set<string>;
  constructor(reserved: readonly string[] = []) {
    this.used = new Set(reserved);
  }
  take(value: string, what: string, menu: MenuItem): string {
    let candidate = value;
    for (let n = 2; this.used.has(candidate); n += 1) candidate = `${value}-${n}`;
    if (candidate !== value)
      console.warn(`[menuRoutes] duplicate ${what} ${value} on menu ${menu.id}, using ${candidate}`);
    this.used.add(candidate);
    return candidate;
  }
}

interface BuildState {
  ctx: MenuRouteContext;
  paths: UniqueNames;
  names: UniqueNames;
  flat: MenuRoute[];
}

function toRoute(menu: MenuItem, state: BuildState): MenuRoute {
  const { ctx } = state;
  const type = menu.type;
  const address = stripAddress(menu.urlAddress);
  const route: MenuRoute = {
    id: menu.id,
    path: `/${menu.enCode}`,
    name: (menu.enCode ?? '').replace(/\./g, '-'),
    title: menu.fullName,
    icon: menu.icon ?? '',
    type,
    kind: KIND_BY_TYPE[type] ?? 'page',
    linkTarget: menu.linkTarget || '_self',
    openInNewWindow: false,
    routable: true,
    children: [],
  };
  if (type === 0 || type === 1) {
    route.routable = false;
  } else if (type === 2) {
    route.pageKey = address;
    if (address) route.path = `/${address}`;
  } else if (type === 6) {
    // The visualisation host's view, token in the query, in a new window. Without a configured host it is an
    // in-app route at /enCode whose page says so (rather than a link to a host that does not exist).
    const { moduleId } = readProperty(menu);
    const host = ctx.dataVHost.trim().replace(/\/+$/, '');
    if (host) {
      route.externalUrl = toAbsoluteUrl(
        `${host}/view/${encodeURIComponent(moduleId)}?token=${encodeURIComponent(ctx.token)}`,
      );
      route.openInNewWindow = true;
      route.routable = false;
    }
  } else if (type === 7) {
    // the token goes only where the admin asked for it (`${jnpfToken}`); any other link never sees it
    const url = toAbsoluteUrl(substitute(menu.urlAddress ?? '', ctx));
    route.externalUrl = url;
    if (route.linkTarget === '_blank') {
      route.openInNewWindow = true;
      route.routable = false;
    }
  } else if (MODULE_PREFIX[type]) {
    const { moduleId, isTree } = readProperty(menu);
    route.relationId = moduleId;
    route.isTree = isTree;
    route.path = address ? `/${address}` : `${MODULE_PREFIX[type]}${menu.enCode}`;
  }
  route.path = state.paths.take(route.path, 'path', menu);
  route.name = state.names.take(route.name, 'name', menu);
  state.flat.push(route);
  route.children = (menu.children ?? []).map((child) => toRoute(child, state));
  return route;
}

/** `routes` mirrors the menu tree; `flat` lists every entry depth-first (search box, route registration). */
export function menusToRoutes(
  menuList: readonly MenuItem[],
  ctx: MenuRouteContext,
): { routes: MenuRoute[]; flat: MenuRoute[] } {
  const state: BuildState = {
    ctx,
    paths: new UniqueNames(ctx.reservedPaths),
    names: new UniqueNames(),
    flat: [],
  };
  const routes = menuList.map((menu) => toRoute(menu, state));
  return { routes, flat: state.flat };
}

/** What a click on a menu entry does. */
export function menuClickAction(menu: MenuRoute): MenuClickAction {
  if (menu.type === 1) return { kind: 'subMenu' };
  if (menu.openInNewWindow) return { kind: 'open', url: menu.externalUrl ?? '' };
  return { kind: 'navigate', to: menu.path };
}

/** The menu entry a location belongs to (query and trailing slash ignored), searching the tree depth-first. */
export function findMenuByPath(routes: readonly MenuRoute[], path: string): MenuRoute | undefined {
  const wanted = path.split(/[?#]/, 1)[0].replace(/(.)\/+$/, '$1');
  for (const route of routes) {
    if (route.path === wanted) return route;
    const found = findMenuByPath(route.children, wanted);
    if (found) return found;
  }
  return undefined;
}
