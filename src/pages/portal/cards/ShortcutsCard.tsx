import { Col, Empty, Row } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMenuRoutes } from '../../../router/MenuRoutesContext';
import { menuClickAction, type MenuRoute } from '../../../router/menuRoutes';
import MenuIcon from '../../../components/MenuIcon';
import type { CardProps } from './types';

function leaves(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => (r.children?.length ? leaves(r.children) : [r]));
}

/** `shortcuts`: the menus the server granted (all, or those the card names in settings.menuIds). */
export default function ShortcutsCard({ card }: CardProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const wanted = Array.isArray(card.settings.menuIds) ? (card.settings.menuIds as string[]) : null;
  const shortcuts = leaves(useMenuRoutes()).filter((r) => !wanted || wanted.includes(r.id));
  const open = (r: MenuRoute) => {
    const action = menuClickAction(r);
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  if (shortcuts.length === 0)
    return <Empty data-state="empty" image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('portal.empty')} />;
  return (
    <Row gutter={[8, 8]}>
      {shortcuts.map((r) => (
        <Col key={r.id} xs={12} sm={8} md={6} xl={4}>
          <button type="button" className="portal-shortcut" onClick={() => open(r)} data-testid="home-shortcut">
            <span className="portal-shortcut-icon">
              <MenuIcon name={r.icon} />
            </span>
            <span className="portal-shortcut-title">{r.title}</span>
          </button>
        </Col>
      ))}
    </Row>
  );
}
