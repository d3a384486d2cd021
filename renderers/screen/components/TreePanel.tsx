import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Empty, Input, Spin, Tree } from 'antd';
import { MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { runAction } from '../actions';
import { callApi, pickList } from '../callApi';
import { evaluate } from '../expression';
import { screenMessages } from '../messages';
import { useScreenRuntime, type ScreenRuntime } from '../runtime';
import type { ActionSpec } from '../types';
import styles from '../screen.module.css';
import { useScreenComponent } from './useScreenComponent';
import {
  defaultSelection,
  filterNodes,
  findNode,
  parentKeys,
  toPanelNodes,
  type PanelNode,
  type TreeFieldNames,
} from './treeData';

export interface TreePanelMenuItem {
  label: string;
  action: ActionSpec;
}

export interface TreePanelProps {
  /** API (by name) answering the tree, `{list}` or an array */
  api: string;
  args?: Record<string, unknown> | string;
  listPath?: string;
  fieldNames?: TreeFieldNames;
  /** where the selected node goes in `$state` (without its children) */
  stateKey?: string;
  title?: string;
  filterPlaceholder?: string;
  defaultSelect?: 'first' | 'firstLeaf' | 'none';
  /** items after the built-in refresh / expand all / collapse all */
  menu?: TreePanelMenuItem[];
}

interface TreeSource {
  api: string;
  listPath?: string;
  /** the query and the field names as text: their stable identity across renders */
  argsKey: string;
  namesKey: string;
  stateKey: string;
  idKey: string;
  defaultSelect: NonNullable<TreePanelProps['defaultSelect']>;
}

/**
 * The tree's nodes, loaded with every parent open, and the selection kept in `$state[stateKey]`: a reload keeps
 * the selected node while it still exists, else selects the default one.
 */
function useTreeNodes({ api, listPath, argsKey, namesKey, stateKey, idKey, defaultSelect }: TreeSource) {
  const runtime = useScreenRuntime();
  const [nodes, setNodes] = useState<PanelNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const selected = runtime.state[stateKey] as Record<string, unknown> | undefined;
  const selectedKey = selected ? String(selected[idKey]) : undefined;
  const selectedRef = useRef(selectedKey);
  selectedRef.current = selectedKey;

  const select = useCallback(
    (node: PanelNode | undefined) => {
      runtime.state[stateKey] = node ? { ...node.raw } : undefined;
    },
    [runtime, stateKey],
  );

  const load = useCallback(async () => {
    setLoading(true);
    try {
      const { data } = await callApi(runtime.services, api, JSON.parse(argsKey) as Record<string, unknown>);
      const next = toPanelNodes(pickList(data, listPath), JSON.parse(namesKey) as TreeFieldNames);
      setNodes(next);
      setExpandedKeys(parentKeys(next));
      // keep the selection across a refresh when the node still exists, else pick the default one
      const kept = selectedRef.current ? findNode(next, selectedRef.current) : undefined;
      select(kept ?? defaultSelection(next, defaultSelect));
    } catch (error) {
      console.warn(`[screen] tree ${api} failed`, error);
    } finally {
      setLoading(false);
    }
  }, [runtime, api, argsKey, listPath, namesKey, select, defaultSelect]);

  useEffect(() => {
    void load();
  }, [load]);
  return { nodes, loading, expandedKeys, setExpandedKeys, selectedKey, select, load };
}

/** The menu: refresh, expand all, collapse all, then the schema's own items (labels are expressions). */
function menuItems(
  runtime: ScreenRuntime,
  menu: TreePanelMenuItem[],
  { refresh, expandAll, collapseAll }: Record<'refresh' | 'expandAll' | 'collapseAll', () => void>,
) {
  return [
    { key: 'refresh', label: formatMessage(screenMessages.refreshData), onClick: refresh },
    { key: 'expand', label: formatMessage(screenMessages.expandAll), onClick: expandAll },
    { key: 'collapse', label: formatMessage(screenMessages.collapseAll), onClick: collapseAll },
    ...menu.map((item, i) => ({
      key: `extra-${i}`,
      label: String(evaluate(item.label, runtime.scope())),
      onClick: () => void runAction(item.action, { runtime, scope: {} }),
    })),
  ];
}

/** A tree loaded from an API with a filter box and a menu; the selection is shared through the screen state. */
export const TreePanel = observer(function TreePanel(props: TreePanelProps) {
  const { api, listPath, fieldNames, stateKey = 'treeNode', defaultSelect = 'firstLeaf', menu = [] } = props;
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const [keyword, setKeyword] = useState('');
  const args = evaluate<Record<string, unknown> | undefined>(props.args, runtime.scope());
  const { nodes, loading, expandedKeys, setExpandedKeys, selectedKey, select, load } = useTreeNodes({
    api,
    listPath,
    argsKey: JSON.stringify(args ?? {}),
    namesKey: JSON.stringify(fieldNames ?? {}),
    stateKey,
    idKey: fieldNames?.key ?? 'id',
    defaultSelect,
  });
  const name = useScreenComponent({ refresh: load });

  const visible = useMemo(() => filterNodes(nodes, keyword), [nodes, keyword]);
  const onFilter = (value: string) => {
    setKeyword(value);
    setExpandedKeys(parentKeys(filterNodes(nodes, value)));
  };

  const items = menuItems(runtime, menu, {
    refresh: () => void load(),
    expandAll: () => setExpandedKeys(parentKeys(nodes)),
    collapseAll: () => setExpandedKeys([]),
  });
  const title = props.title ? String(evaluate(props.title, runtime.scope())) : '';

  return (
    <div className={styles.treePanel} data-screen-component="TreePanel" data-name={name}>
      <div className={styles.treeHeader}>
        <span>{title}</span>
        <Dropdown
          trigger={['click']}
          menu={{
            items,
          }}
        >
          <Button type="text" size="small" icon={<MoreOutlined />} aria-label="tree-menu" data-testid="tree-menu" />
        </Dropdown>
      </div>
      <div className={styles.treeFilter}>
        <Input
          allowClear
          value={keyword}
          placeholder={
            props.filterPlaceholder
              ? String(evaluate(props.filterPlaceholder, runtime.scope()))
              : formatMessage(screenMessages.filterPlaceholder)
          }
          suffix={<SearchOutlined />}
          onChange={(e) => onFilter(e.target.value)}
        />
      </div>
      <div className={styles.treeBody}>
        <Spin spinning={loading}>
          {visible.length ? (
            <Tree<PanelNode>
              blockNode
              treeData={visible}
              expandedKeys={expandedKeys}
              onExpand={(keys) => setExpandedKeys(keys.map(String))}
              selectedKeys={selectedKey ? [selectedKey] : []}
              // a second click on the selected node keeps it selected (the table must always have a category)
              onSelect={(_keys, info) => select(info.node)}
            />
          ) : (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={formatMessage(screenMessages.empty)} />
          )}
        </Spin>
      </div>
    </div>
  );
});
