import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Button, Dropdown, Empty, Input, Spin, Tree } from 'antd';
import { MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { observer } from '@formily/react';
import { formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { runAction } from '../actions';
import { callApi, pickList } from '../callApi';
import { evaluate } from '../expression';
import { screenMessages } from '../messages';
import { useScreenRuntime } from '../runtime';
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

/** A tree loaded from an API with a filter box and a menu; the selection is shared through the screen state. */
export const TreePanel = observer(function TreePanel(props: TreePanelProps) {
  const { api, listPath, fieldNames, stateKey = 'treeNode', defaultSelect = 'firstLeaf', menu = [] } = props;
  useEngineLanguage();
  const runtime = useScreenRuntime();
  const [nodes, setNodes] = useState<PanelNode[]>([]);
  const [loading, setLoading] = useState(false);
  const [keyword, setKeyword] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<string[]>([]);
  const args = evaluate<Record<string, unknown> | undefined>(props.args, runtime.scope());
  const argsKey = JSON.stringify(args ?? {});
  const namesKey = JSON.stringify(fieldNames ?? {});
  const selected = runtime.state[stateKey] as Record<string, unknown> | undefined;
  const idKey = fieldNames?.key ?? 'id';
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
  const name = useScreenComponent({ refresh: load });

  const visible = useMemo(() => filterNodes(nodes, keyword), [nodes, keyword]);
  const onFilter = (value: string) => {
    setKeyword(value);
    setExpandedKeys(parentKeys(filterNodes(nodes, value)));
  };

  const builtIn = [
    { key: 'refresh', label: formatMessage(screenMessages.refreshData), onClick: () => void load() },
    {
      key: 'expand',
      label: formatMessage(screenMessages.expandAll),
      onClick: () => setExpandedKeys(parentKeys(nodes)),
    },
    { key: 'collapse', label: formatMessage(screenMessages.collapseAll), onClick: () => setExpandedKeys([]) },
  ];
  const extra = menu.map((item, i) => ({
    key: `extra-${i}`,
    label: String(evaluate(item.label, runtime.scope())),
    onClick: () => void runAction(item.action, { runtime, scope: {} }),
  }));
  const title = props.title ? String(evaluate(props.title, runtime.scope())) : '';

  return (
    <div className={styles.treePanel} data-screen-component="TreePanel" data-name={name}>
      <div className={styles.treeHeader}>
        <span>{title}</span>
        <Dropdown
          trigger={['click']}
          menu={{
            items: [...builtIn, ...extra].map(({ key, label, onClick }) => ({ key, label, onClick })),
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
