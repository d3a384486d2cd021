import { useEffect, useState } from 'react';
import { Empty, Result, Spin, Tree } from 'antd';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { useEngineServices } from '../../../engine-core/services';
import { loadTreeNodes, type LeftTreeNode } from './leftTreeNodes';
import type { LeftTreeSettings } from './listTypeSettings';
import { listTypeMessages } from './messages';
import styles from './listTypes.module.css';

export interface LeftTreeProps {
  settings: LeftTreeSettings;
  /** the clicked node's value; undefined when the click cleared it */
  selected: string | undefined;
  onSelect(value: string | undefined): void;
}

type Loaded = { status: 'loading' } | { status: 'ready'; nodes: LeftTreeNode[] } | { status: 'failed' };

/**
 * The left tree of list type 2: titled treeTitle; a click on a node filters the list by it, a click on the
 * selected node clears the filter (antd deselects it).
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
          <Tree<LeftTreeNode>
            blockNode
            defaultExpandAll
            treeData={loaded.nodes}
            selectedKeys={selected === undefined ? [] : [selected]}
            onSelect={(keys) => onSelect(keys.length ? String(keys[0]) : undefined)}
          />
        )}
      </div>
    </aside>
  );
}
