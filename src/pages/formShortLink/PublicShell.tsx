import type { ReactNode } from 'react';
import LanguageMenu from '../../components/LanguageMenu';
import styles from './publicForm.module.css';

/** The page around a public form: no shell, no menus, the form's name and the language menu on top. */
export function PublicShell({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className={styles.page} data-region="public-page">
      <header className={styles.header} data-region="public-header">
        <h1 className={styles.title}>{title}</h1>
        <LanguageMenu />
      </header>
      <main className={styles.card} data-region="public-body">
        {children}
      </main>
    </div>
  );
}
