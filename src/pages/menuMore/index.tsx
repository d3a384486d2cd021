import { Card, Col, Empty, Row, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import MenuIcon from '../../components/MenuIcon';
import { useMenuRoutes } from '../../router/MenuRoutesContext';
import type { MenuRoute } from '../../router/menuRoutes';
import { useTitle } from '../../i18n/useTitle';
import { useOpenMenu } from '../../layouts/useOpenMenu';
import styles from '../home/home.module.css';

/** Entries a user can open: pages and links (directories and categories only group them). */
function openable(routes: readonly MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => [...(r.routable || r.openInNewWindow ? [r] : []), ...openable(r.children)]);
}

/** Every menu entry as a card, grouped by its top-level section (the top menu's 'more' leads here). */
export default function MenuMorePage() {
  const { t } = useTranslation();
  const title = useTitle();
  const open = useOpenMenu();
  const routes = useMenuRoutes();
  if (!routes.length) return <Empty />;
  return (
    <div className={styles.home} data-testid="menu-more-page">
      {routes.map((section) => {
        const entries = section.children.length ? openable(section.children) : openable([section]);
        return (
          <Card
            key={section.id}
            title={
              <span>
                <MenuIcon name={section.icon} /> {title({ title: section.title, enCode: section.name })}
              </span>
            }
          >
            {entries.length === 0 ? (
              <Typography.Text type="secondary">{t('page.noEntries')}</Typography.Text>
            ) : (
              <Row gutter={[12, 12]}>
                {entries.map((r) => (
                  <Col key={r.id} xs={12} sm={8} md={6} lg={4}>
                    <button type="button" className={styles.shortcut} onClick={() => open(r)} data-testid="menu-card">
                      <span className={styles.shortcutIcon}>
                        <MenuIcon name={r.icon} />
                      </span>
                      <span className={styles.shortcutTitle}>{title({ title: r.title, enCode: r.name })}</span>
                    </button>
                  </Col>
                ))}
              </Row>
            )}
          </Card>
        );
      })}
    </div>
  );
}
