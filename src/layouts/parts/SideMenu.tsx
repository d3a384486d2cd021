import { useMemo } from 'react';
import { Menu, type MenuProps } from 'antd';
import { useLocation, useNavigate } from 'react-router-dom';
import MenuIcon from '../../components/MenuIcon';
import { useMenuRoutes } from '../../router/MenuRoutesContext';
import { menuClickAction, type MenuRoute } from '../../router/menuRoutes';
import { useTranslation } from 'react-i18next';

type Item = Required<MenuProps>['items'][number];

function toItems(routes: MenuRoute[]): Item[] {
  return routes.map((r) => {
    const hasChildren = !!r.children?.length;
    return {
      key: r.id,
      icon: <MenuIcon name={r.icon} />,
      label: <span data-menu-path={r.path}>{r.title}</span>,
      children: hasChildren ? toItems(r.children!) : undefined,
    } as Item;
  });
}

function index(
  routes: MenuRoute[],
  byId = new Map<string, MenuRoute>(),
  parents = new Map<string, string[]>(),
  trail: string[] = [],
) {
  routes.forEach((r) => {
    byId.set(r.id, r);
    parents.set(r.id, trail);
    if (r.children?.length) index(r.children, byId, parents, [...trail, r.id]);
  });
  return { byId, parents };
}

/** The sidebar menu tree, exactly as the server returned it for this user. */
export default function SideMenu({ collapsed, theme }: { collapsed: boolean; theme: 'light' | 'dark' }) {
  const routes = useMenuRoutes();
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const { byId, parents } = useMemo(() => index(routes), [routes]);
  const selected = useMemo(
    () => [...byId.values()].find((r) => r.path === location.pathname && !r.openInNewWindow),
    [byId, location.pathname],
  );
  const items: Item[] = useMemo(
    () => [
      {
        key: '__home',
        icon: <MenuIcon name="HomeOutlined" />,
        label: <span data-menu-path="/home">{t('layout.home')}</span>,
      },
      ...toItems(routes),
    ],
    [routes, t],
  );

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === '__home') return navigate('/home');
    const route = byId.get(key);
    if (!route) return;
    const action = menuClickAction(route);
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };

  return (
    <Menu
      mode="inline"
      theme={theme}
      items={items}
      inlineCollapsed={collapsed}
      selectedKeys={selected ? [selected.id] : location.pathname === '/home' ? ['__home'] : []}
      defaultOpenKeys={selected ? parents.get(selected.id) : []}
      onClick={onClick}
      data-testid="side-menu"
    />
  );
}
