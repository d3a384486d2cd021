import type { CSSProperties } from 'react';
import { Dropdown, theme, type MenuProps } from 'antd';
import { CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useLocation, useNavigate } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import MenuIcon from '../../components/MenuIcon';
import { useTitle } from '../../i18n/useTitle';
import { settings } from '../../store/settings';
import {
  closeAllTagViews,
  closeOtherTagViews,
  closeTagView,
  dropCachedView,
  tags,
  type TagView,
} from '../../store/tags';
import styles from './tags.module.css';
import { useTagsStrip } from './useTagsStrip';

/** Shown only when the tags overflow the strip. */
function ScrollArrow({ dir, onClick }: { dir: -1 | 1; onClick: (dir: -1 | 1) => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      className={styles.arrow}
      aria-label={t(dir < 0 ? 'tags.scrollLeft' : 'tags.scrollRight')}
      onClick={() => onClick(dir)}
    >
      {dir < 0 ? <LeftOutlined /> : <RightOutlined />}
    </button>
  );
}

/** The tab context menu is 105px wide. */
const CONTEXT_MENU_WIDTH = 105;

/** The open views as tabs: click to show, × to close, right-click for refresh and the close actions. */
export default function TagsBar() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const location = useLocation();
  const { token } = theme.useToken();
  const { views } = useSnapshot(tags);
  const { tagsIcon } = useSnapshot(settings);
  const active = location.pathname + location.search;
  const { stripRef, activeRef, overflow, page } = useTagsStrip(active, views.length);

  const land = (to: string | null) => {
    if (to) navigate(to);
  };
  const refresh = async (view: TagView) => {
    await dropCachedView(view.key);
    navigate(`/redirect${view.key}`, { replace: true });
  };
  const menuFor = (view: TagView): MenuProps => ({
    style: { width: CONTEXT_MENU_WIDTH, minWidth: CONTEXT_MENU_WIDTH },
    items: [
      { key: 'refresh', label: t('tags.refresh') },
      { key: 'close', label: t('tags.close'), disabled: view.affix },
      { key: 'closeOthers', label: t('tags.closeOthers') },
      { key: 'closeAll', label: t('tags.closeAll') },
    ],
    onClick: ({ key, domEvent }) => {
      domEvent.stopPropagation();
      if (key === 'refresh') void refresh(view);
      if (key === 'close') land(closeTagView(view.key, active));
      if (key === 'closeOthers') land(closeOtherTagViews(view.key, active));
      if (key === 'closeAll') land(closeAllTagViews(active));
    },
  });

  return (
    <div
      className={styles.bar}
      data-region="tags"
      style={{ '--tag-active': token.colorPrimary } as CSSProperties}
      data-testid="tags-bar"
    >
      {overflow && <ScrollArrow dir={-1} onClick={page} />}
      <div className={styles.scroll} ref={stripRef} data-testid="tags-strip">
        {views.map((view) => {
          const isActive = view.key === active;
          return (
            <Dropdown key={view.key} trigger={['contextMenu']} menu={menuFor(view)}>
              <span
                ref={isActive ? activeRef : undefined}
                className={`${styles.tag} ${isActive ? styles.active : ''}`}
                onClick={() => navigate(view.key)}
                data-testid="tag"
                data-key={view.key}
                data-active={isActive ? 'true' : 'false'}
              >
                {tagsIcon && <MenuIcon name={view.icon} />}
                <span>{title({ title: view.title, i18nKey: view.i18nKey, path: view.path, enCode: view.enCode })}</span>
                {!view.affix && (
                  <CloseOutlined
                    className={styles.close}
                    aria-label={t('tags.close')}
                    data-testid="tag-close"
                    onClick={(e) => {
                      e.stopPropagation();
                      land(closeTagView(view.key, active));
                    }}
                  />
                )}
              </span>
            </Dropdown>
          );
        })}
      </div>
      {overflow && <ScrollArrow dir={1} onClick={page} />}
    </div>
  );
}
