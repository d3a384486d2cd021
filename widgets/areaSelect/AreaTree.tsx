import { useCallback, useEffect, useState } from 'react';
import { Empty, Spin, Tree } from 'antd';
import type { AreaNode } from '../../contract';
import { useEngineServices } from '../../engine-core/services';
import { formatMessage, useEngineLanguage } from '../../engine-core/i18n';
import { acceptable, pathKey, type AreaPath } from './areaValue';
import { areaMessages } from './messages';

/** A node of the lazy tree: where it sits (ids and names from the province down) and what a click may do. */
export interface AreaTreeNode {
  key: string;
  title: string;
  idPath: AreaPath;
  namePath: string[];
  isLeaf: boolean;
  /** only a path of level+1 ids can be picked */
  selectable: boolean;
  /** a dead end above the level (no children to go down to) */
  disabled: boolean;
  children?: AreaTreeNode[];
}

export const AREA_ROOT = '-1';

function toTreeNodes(rows: readonly AreaNode[], parent: AreaTreeNode | null, level: number): AreaTreeNode[] {
  return rows.map((row) => {
    const idPath = [...(parent?.idPath ?? []), String(row.id)];
    const namePath = [...(parent?.namePath ?? []), row.fullName];
    const atLevel = acceptable(idPath, level);
    // nodes below the level are never offered: a node at the level is a leaf
    const noChildren = row.hasChildren === false || row.isLeaf === true;
    const isLeaf = atLevel || noChildren;
    return {
      key: pathKey(idPath),
      title: row.fullName,
      idPath,
      namePath,
      isLeaf,
      selectable: atLevel,
      disabled: isLeaf && !atLevel,
    };
  });
}

function withChildren(nodes: AreaTreeNode[], key: string, children: AreaTreeNode[]): AreaTreeNode[] {
  return nodes.map((node) => {
    if (node.key === key) return { ...node, children, isLeaf: children.length === 0 };
    if (node.children && key.startsWith(`${node.key},`)) {
      return { ...node, children: withChildren(node.children, key, children) };
    }
    return node;
  });
}

export interface AreaTreeProps {
  level: number;
  /** keys (pathKey) of the paths currently chosen, highlighted */
  selectedKeys: string[];
  onPick(node: AreaTreeNode): void;
}

/** The province-city-district tree, loaded one level at a time from the top ('-1'). */
export function AreaTree({ level, selectedKeys, onPick }: AreaTreeProps) {
  const lang = useEngineLanguage();
  const { areas } = useEngineServices();
  const [nodes, setNodes] = useState<AreaTreeNode[] | null>(null);

  useEffect(() => {
    let live = true;
    areas
      .children(AREA_ROOT)
      .catch((error: unknown) => {
        console.warn('[areaSelect] could not load the provinces:', error);
        return [];
      })
      .then((rows) => live && setNodes(toTreeNodes(rows, null, level)));
    return () => {
      live = false;
    };
  }, [areas, level]);

  const loadData = useCallback(
    async (node: AreaTreeNode) => {
      if (node.children || node.isLeaf) return;
      const id = node.idPath[node.idPath.length - 1];
      const rows = await areas.children(id).catch((error: unknown) => {
        console.warn(`[areaSelect] could not load the areas under ${id}:`, error);
        return [];
      });
      setNodes((current) => withChildren(current ?? [], node.key, toTreeNodes(rows, node, level)));
    },
    [areas, level],
  );

  if (nodes === null) return <Spin size="small" style={{ display: 'block', margin: '24px auto' }} />;
  if (nodes.length === 0) return <Empty description={formatMessage(areaMessages.nothing, {}, lang)} />;
  return (
    <Tree<AreaTreeNode>
      className="jnpf-area-tree"
      treeData={nodes}
      loadData={loadData}
      multiple
      blockNode
      expandAction="click"
      selectedKeys={selectedKeys}
      onSelect={(_keys, info) => onPick(info.node)}
    />
  );
}
