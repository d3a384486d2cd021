import { Card, Col, Descriptions, Row, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import dayjs from 'dayjs';
import { session } from '../../store/session';
import { useMenuRoutes } from '../../router/MenuRoutesContext';
import { menuClickAction, type MenuRoute } from '../../router/menuRoutes';
import MenuIcon from '../../components/MenuIcon';
import styles from './home.module.css';

function leaves(routes: MenuRoute[]): MenuRoute[] {
  return routes.flatMap((r) => (r.children?.length ? leaves(r.children) : [r]));
}

/** The pinned home page: who is signed in and shortcuts to every menu entry the server granted. */
export default function HomePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { userInfo } = useSnapshot(session);
  const routes = useMenuRoutes();
  const shortcuts = leaves(routes);
  const open = (r: MenuRoute) => {
    const action = menuClickAction(r);
    if (action.kind === 'navigate') navigate(action.to);
    else if (action.kind === 'open') window.open(action.url, '_blank', 'noopener');
  };
  return (
    <div className={styles.home} data-testid="home-page">
      <Card>
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {t('page.homeWelcome', { name: userInfo?.userName ?? '' })}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{t('page.homeIntro')}</Typography.Paragraph>
        <Descriptions size="small" column={{ xs: 1, md: 3 }}>
          <Descriptions.Item label={t('page.organize')}>{userInfo?.organizeName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('page.position')}>{userInfo?.positionName || '—'}</Descriptions.Item>
          <Descriptions.Item label={t('page.lastLogin')}>
            {userInfo?.prevLoginTime ? dayjs(userInfo.prevLoginTime).format('YYYY-MM-DD HH:mm:ss') : '—'}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={`${t('page.menuCount')}（${shortcuts.length}）`} className={styles.shortcuts}>
        <Row gutter={[12, 12]}>
          {shortcuts.map((r) => (
            <Col key={r.id} xs={12} sm={8} md={6} lg={4}>
              <button type="button" className={styles.shortcut} onClick={() => open(r)} data-testid="home-shortcut">
                <span className={styles.shortcutIcon}>
                  <MenuIcon name={r.icon} />
                </span>
                <span className={styles.shortcutTitle}>{r.title}</span>
              </button>
            </Col>
          ))}
        </Row>
      </Card>
    </div>
  );
}
