import { useMatches } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { RouteHandle } from '../../router/routeHandle';
import { titleIn } from '../../i18n/menuNames';
import styles from '../layout.module.css';

/**
 * The page's one `h1`: the current route's title (as in the tab and the window title), for screen readers and
 * their heading navigation. Visually hidden: the screens keep their own look.
 */
export default function PageHeading() {
  const matches = useMatches();
  const { t, i18n } = useTranslation();
  const match = [...matches].reverse().find((m) => (m.handle as RouteHandle | undefined)?.title);
  const handle = match?.handle as RouteHandle | undefined;
  if (!handle) return null;
  const title = titleIn(
    { title: handle.title, i18nKey: handle.i18nKey, path: match?.pathname, enCode: handle.menu?.name },
    i18n.language,
    t,
  );
  return <h1 className={styles.visuallyHidden}>{title}</h1>;
}

/** The first stop of the keyboard after sign-in: jumps past the menus to the content. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <a
      className={styles.skipLink}
      href="#main-content"
      data-testid="skip-link"
      onClick={(e) => {
        // focus moves without a fragment in the URL (the router owns the address)
        e.preventDefault();
        document.getElementById('main-content')?.focus();
      }}
    >
      {t('layout.skipToContent')}
    </a>
  );
}
