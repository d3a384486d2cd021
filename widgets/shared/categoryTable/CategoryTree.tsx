import { useEffect, useState } from 'react';
import { Spin, Tree } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { formatMessage } from '../../../engine-core/i18n';
import type { OptionItem } from '../../../engine-core/services';
import { categoryTableMessages as m } from './messages';

const ALL = '';

function toNodes(items: readonly OptionItem[]): DataNode[] {
  return items.map((item) => ({
    key: item.id,
    title: item.fullName,
    children: item.children?.length ? toNodes(item.children) : undefined,
  }));
}

export interface CategoryTreeProps {
  title: string;
  load(): Promise<OptionItem[]>;
  /** '' for every category */
  value: string;
  onChange(categoryId: string): void;
}

/**
 * The left pane: 全部 over the category tree. Picking a category filters the table; picking it again (or 全部)
 * shows every category. The tree is antd's, so arrow keys move and Enter picks.
 */
export function CategoryTree({ title, load, value, onChange }: CategoryTreeProps) {
  const [nodes, setNodes] = useState<DataNode[] | null>(null);
  useEffect(() => {
    let alive = true;
    load().then(
      (items) => alive && setNodes([{ key: ALL, title: formatMessage(m.allCategories), children: toNodes(items) }]),
      (error: unknown) => {
        console.warn('category picker: the categories failed to load', error);
        if (alive) setNodes([{ key: ALL, title: formatMessage(m.allCategories) }]);
      },
    );
    return () => {
      alive = false;
    };
  }, [load]);

  return (
    <section
      aria-label={title}
      className="jnpf-category-tree"
      style={{ width: 220, flex: 'none', borderRight: '1px solid #f0f0f0', display: 'flex', flexDirection: 'column' }}
    >
      <div style={{ padding: '8px 12px', fontWeight: 500, borderBottom: '1px solid #f0f0f0' }}>{title}</div>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: 8 }}>
        {nodes ? (
          <Tree
            blockNode
            defaultExpandAll
            treeData={nodes}
            selectedKeys={[value]}
            onSelect={(keys) => onChange(keys.length ? String(keys[0]) : ALL)}
          />
        ) : (
          <Spin size="small" />
        )}
      </div>
    </section>
  );
}
