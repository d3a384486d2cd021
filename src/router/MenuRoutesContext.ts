import { createContext, useContext } from 'react';
import type { MenuRoute } from './menuRoutes';

/** The menu routes generated from the server's menu list, shared by the router and the layouts. */
export const MenuRoutesContext = createContext<MenuRoute[]>([]);

export function useMenuRoutes(): MenuRoute[] {
  return useContext(MenuRoutesContext);
}
