import { useMemo, useState } from 'react';
import { AutoComplete, Input } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useMenuRoutes } from '../../../router/MenuRoutesContext';
import type { MenuRoute } from '../../../router/menuRoutes';
import { useTitle } from '../../../i18n/useTitle';
import { createMenuSearch, type SearchEntry } from '../../menuSearch';
import { HOME_ROUTE } from '../../useOpenMenu';
import styles from '../../layout.module.css';

function searchable(routes: readonly MenuRoute[], title: ReturnType<typeof useTitle>): SearchEntry[] {
  const out: SearchEntry[] = [];
  const walk = (list: readonly MenuRoute[]) => {
    for (const r of list) {
      if (r.routable || r.openInNewWindow)
        out.push({
          title: title({ title: r.title, enCode: r.name, path: r.path }),
          path: r.path,
          url: r.openInNewWindow ? r.externalUrl : undefined,
        });
      walk(r.children);
    }
  };
  walk([HOME_ROUTE, ...routes]);
  for (const path of ['/dashboard', '/profile', '/menuMore']) out.push({ title: title({ title: path, path }), path });
  return out;
}

/**
 * Fuzzy menu search. The list is antd's AutoComplete, which gives the keyboard handling:
 * up/down move the highlight, enter opens the entry, escape closes the list.
 */
export default function SearchMenu() {
  const { t } = useTranslation();
  const title = useTitle();
  const navigate = useNavigate();
  const routes = useMenuRoutes();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => searchable(routes, title), [routes, title]);
  const search = useMemo(() => createMenuSearch(entries), [entries]);
  const results = useMemo(() => search(query), [search, query]);

  const onSelect = (value: string) => {
    const entry = results.find((r) => r.path === value);
    setQuery('');
    if (entry?.url) window.open(entry.url, '_blank', 'noopener');
    else navigate(value);
  };

  return (
    <AutoComplete
      className={styles.search}
      value={query}
      options={results.map((r) => ({
        value: r.path,
        label: (
          <div data-testid="menu-search-option">
            <div>{r.title}</div>
            <div style={{ fontSize: 12, color: '#8c8c8c' }}>{r.path}</div>
          </div>
        ),
      }))}
      onSearch={setQuery}
      onSelect={onSelect}
      defaultActiveFirstOption
      notFoundContent={query.trim() ? t('layout.searchEmpty') : null}
      popupMatchSelectWidth={280}
    >
      <Input
        size="middle"
        allowClear
        prefix={<SearchOutlined />}
        placeholder={t('layout.searchPlaceholder')}
        data-testid="menu-search"
        onKeyDown={(e) => {
          if (e.key === 'Escape') setQuery('');
        }}
      />
    </AutoComplete>
  );
}
