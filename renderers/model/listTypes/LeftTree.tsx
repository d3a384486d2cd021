import { useEffect, useMemo, useState } from 'react';
import { Empty, Input, Result, Spin, Tree } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { loadTreeNodes, type LeftTreeNode } from './leftTreeNodes';
import type { LeftTreeSettings } from './listTypeSettings';
import { filterTreeNodes, highlightTitle, parentKeysOf } from './leftTreeFilter';
import { listTypeMessages } from './messages';
import styles from './listTypes.module.css';

export interface LeftTreeProps {
  settings: LeftTreeSettings;
  /** the clicked node's value; undefined when the click cleared it */
  selected: string | undefined;
  onSelect(value: string | undefined): void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; nodes: LeftTreeNode[] } | { status: 'failed' };

interface NodesProps {
  nodes: LeftTreeNode[];
  selected: string | undefined;
  onSelect(value: string | undefined): void;
}

/**
 * The loaded tree under its filter box: opened in full at first; a keyword keeps the matches and their
 * ancestors, opens those ancestors and highlights the matching text; clearing it opens the whole tree again.
 */
function FilteredTree({ nodes, selected, onSelect }: NodesProps) {
  const [keyword, setKeyword] = useState('');
  const [expandedKeys, setExpandedKeys] = useState(() => parentKeysOf(nodes));
  const visible = useMemo(() => filterTreeNodes(nodes, keyword).nodes, [nodes, keyword]);
  const onFilter = (value: string) => {
    setKeyword(value);
    setExpandedKeys(value.trim() ? filterTreeNodes(nodes, value).expandedKeys : parentKeysOf(nodes));
  };
  return (
    <>
      <div className={styles.leftTreeFilter}>
        <Input
          allowClear
          value={keyword}
          placeholder={formatMessage(listTypeMessages.treeFilter)}
          aria-label={formatMessage(listTypeMessages.treeFilter)}
          suffix={<SearchOutlined />}
          onChange={(e) => onFilter(e.target.value)}
        />
      </div>
      {visible.length ? (
        <Tree<LeftTreeNode>
          blockNode
          treeData={visible}
          expandedKeys={expandedKeys}
          onExpand={(keys) => setExpandedKeys(keys.map(String))}
          titleRender={(node) => highlightTitle(node.title, keyword, styles.leftTreeMatch)}
          selectedKeys={selected === undefined ? [] : [selected]}
          onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
        />
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(listTypeMessages.treeNoMatch)} />
      )}
    </>
  );
}

/**
 * The left tree of list type 2: titled treeTitle, with a filter box above it; a click on a node filters the
 * list by it, a click on the selected node clears the filter (antd deselects it).
 */
export function LeftTree({ settings, selected, onSelect }: LeftTreeProps) {
  useEngineLanguage();
  const services = useEngineServices();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

  useEffect(() => {
    let alive = true;
    setLoaded({ status: 'loading' });
    loadTreeNodes(settings, services)
      .then((nodes) => alive && setLoaded({ status: 'ready', nodes }))
      .catch((error: unknown) => {
        console.warn('[model list] the left tree could not be loaded', error);
        if (alive) setLoaded({ status: 'failed' });
      });
    return () => {
      alive = false;
    };
  }, [settings, services]);

  return (
    <aside className={styles.leftTree} data-left-tree={settings.relation} aria-label={settings.title}>
      {settings.title ? <div className={styles.leftTreeTitle}>{settings.title}</div> : null}
      <div className={styles.leftTreeBody}>
        {loaded.status === 'loading' ? (
          <Spin />
        ) : loaded.status === 'failed' ? (
          <Result status="warning" subTitle={formatMessage(listTypeMessages.treeFailed)} />
        ) : loaded.nodes.length === 0 ? (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(listTypeMessages.treeEmpty)} />
        ) : (
          <FilteredTree nodes={loaded.nodes} selected={selected} onSelect={onSelect} />
        )}
      </div>
    </aside>
  );
}
