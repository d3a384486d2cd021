import type { MenuRoute } from './menuRoutes';

/** What every route carries in `handle` (the route meta of the spec). */
export interface RouteHandle {
  title: string;
  /** translated title key for fixed routes; menu routes use the server's fullName */
  i18nKey?: string;
  icon?: string;
  menuId?: string;
  affix?: boolean;
  noCache?: boolean;
  menu?: MenuRoute;
}
