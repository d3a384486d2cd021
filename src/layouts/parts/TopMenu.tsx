import { useMemo, useRef } from 'react';
import { Menu, type MenuProps } from 'antd';
import { AppstoreOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import MenuIcon from '../../components/MenuIcon';
import type { MenuRoute } from '../../router/menuRoutes';
import { useTitle } from '../../i18n/useTitle';
import { appState } from '../../store/app';
import { topMenuOverflow } from '../topMenuOverflow';
import { useElementWidth } from '../useElementWidth';
import { HOME_KEY, HOME_ROUTE, indexMenus, menuTrail, useOpenMenu } from '../useOpenMenu';
import styles from '../layout.module.css';

type Item = Required<MenuProps>['items'][number];

const MORE_KEY = '__more';
const ALL_MENUS_KEY = '__allMenus';

export interface TopMenuProps {
  routes: readonly MenuRoute[];
  /**
   * blend layout: only the first level is shown and a click on an entry with children fills the left sub-menu;
   * otherwise (functional layout) the whole tree opens from the bar.
   */
  rootsOnly: boolean;
  /** blend layout: the entry whose children the sub-menu shows */
  activeRootId?: string;
}

/** Horizontal menu that shows floor(width / 116) entries and folds the rest into 'more'. */
export default function TopMenu({ routes, rootsOnly, activeRootId }: TopMenuProps) {
  const { t } = useTranslation();
  const title = useTitle();
  const open = useOpenMenu();
  const navigate = useNavigate();
  const location = useLocation();
  const hostRef = useRef<HTMLDivElement>(null);
  const width = useElementWidth(hostRef);
  const byId = useMemo(() => indexMenus(routes), [routes]);

  const items = useMemo(() => {
    const toItem = (r: MenuRoute): Item => ({
      key: r.id,
      icon: <MenuIcon name={r.icon} />,
      label: <span data-menu-path={r.path}>{title({ title: r.title, enCode: r.name, path: r.path })}</span>,
      children: !rootsOnly && r.children.length ? r.children.map(toItem) : undefined,
    });
    const { visible, overflow } = topMenuOverflow(width, [HOME_ROUTE, ...routes]);
    const list: Item[] = visible.map(toItem);
    if (overflow.length) {
      list.push({
        key: MORE_KEY,
        icon: <AppstoreOutlined />,
        label: <span data-testid="top-menu-more">{t('layout.more')}</span>,
        children: [...overflow.map(toItem), { type: 'divider' }, { key: ALL_MENUS_KEY, label: t('layout.allMenus') }],
      });
    }
    return list;
  }, [routes, rootsOnly, width, title, t]);

  const trail = menuTrail(routes, location.pathname);
  const selected = rootsOnly
    ? [activeRootId ?? (location.pathname === '/home' ? HOME_KEY : '')]
    : trail.length
      ? trail
      : location.pathname === '/home'
        ? [HOME_KEY]
        : [];

  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === HOME_KEY) return open(HOME_ROUTE);
    if (key === ALL_MENUS_KEY) return navigate('/menuMore');
    const route = byId.get(key);
    if (!route) return;
    if (rootsOnly && route.children.length) appState.blendTopId = route.id;
    else open(route);
  };

  return (
    <nav ref={hostRef} className={styles.topMenuHost} data-region="topmenu" aria-label={t('layout.mainMenu')}>
      {width > 0 && (
        <Menu
          mode="horizontal"
          items={items}
          selectedKeys={selected}
          onClick={onClick}
          disabledOverflow
          data-testid="top-menu"
        />
      )}
    </nav>
  );
}
