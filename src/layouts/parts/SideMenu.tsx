import { useMemo } from 'react';
import { ConfigProvider, Menu, type MenuProps } from 'antd';
import { useLocation } from 'react-router-dom';
import MenuIcon from '../../components/MenuIcon';
import type { MenuRoute } from '../../router/menuRoutes';
import { useTitle } from '../../i18n/useTitle';
import { HOME_KEY, HOME_ROUTE, indexMenus, menuTrail, useOpenMenu } from '../useOpenMenu';

type Item = Required<MenuProps>['items'][number];

export const COLLAPSED_WIDTH = 64;

function toItems(routes: readonly MenuRoute[], title: ReturnType<typeof useTitle>): Item[] {
  return routes.map((r) => ({
    key: r.id,
    icon: <MenuIcon name={r.icon} />,
    label: <span data-menu-path={r.path}>{title({ title: r.title, enCode: r.name })}</span>,
    children: r.children.length ? toItems(r.children, title) : undefined,
  }));
}

export interface SideMenuProps {
  routes: readonly MenuRoute[];
  collapsed: boolean;
  theme: 'light' | 'dark';
  /** the pinned home entry first (not in the blend layout's sub-menu, where home is in the top menu) */
  withHome: boolean;
}

/** The vertical menu tree, exactly as the server returned it for this user (or one branch of it). */
export default function SideMenu({ routes, collapsed, theme, withHome }: SideMenuProps) {
  const location = useLocation();
  const title = useTitle();
  const open = useOpenMenu();
  const byId = useMemo(() => indexMenus(routes), [routes]);
  const trail = useMemo(() => menuTrail(routes, location.pathname), [routes, location.pathname]);
  const items: Item[] = useMemo(
    () => [
      ...(withHome
        ? [
            {
              key: HOME_KEY,
              icon: <MenuIcon name="HomeOutlined" />,
              label: <span data-menu-path="/home">{title({ title: '首页', path: '/home' })}</span>,
            },
          ]
        : []),
      ...toItems(routes, title),
    ],
    [routes, title, withHome],
  );
  const selected = trail.length ? [trail[trail.length - 1]] : location.pathname === '/home' ? [HOME_KEY] : [];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === HOME_KEY) return open(HOME_ROUTE);
    const route = byId.get(key);
    if (route) open(route);
  };

  return (
    <ConfigProvider theme={{ components: { Menu: { collapsedWidth: COLLAPSED_WIDTH, darkItemBg: 'transparent' } } }}>
      <Menu
        // a new tree (system switch, blend branch) must open its own trail, so the menu remounts with it
        key={routes.map((r) => r.id).join()}
        mode="inline"
        theme={theme}
        items={items}
        inlineCollapsed={collapsed}
        selectedKeys={selected}
        defaultOpenKeys={collapsed ? [] : trail.slice(0, -1)}
        onClick={onClick}
        style={{ background: 'transparent' }}
        data-testid="side-menu"
      />
    </ConfigProvider>
  );
}
