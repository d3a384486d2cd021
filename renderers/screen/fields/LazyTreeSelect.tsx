import { useCallback, useEffect, useRef, useState } from 'react';
import { TreeSelect } from 'antd';
import { observer, useForm } from '@formily/react';
import { callApi, pickList } from '../callApi';
import { useScreenRuntime } from '../runtime';

/** One option of the tree in antd's simple mode: `pId` links it to its parent. */
interface SimpleNode {
  id: string;
  pId: string;
  value: string;
  title: string;
  isLeaf: boolean;
}

export interface LazyTreeSelectProps {
  value?: string;
  onChange?(value: string | undefined): void;
  /** API (by name) answering one level (`{list}`) of the tree, rows with `isLeaf` */
  api: string;
  /** fixed arguments (e.g. the row being edited, to leave out) */
  args?: Record<string, unknown>;
  /** the argument naming the parent whose children are asked for (default `id`) */
  parentArg?: string;
  /** the top of the tree (default '-1') */
  rootId?: string;
  /** a selectable node for the top itself (e.g. 顶级节点); without it only real nodes can be chosen */
  rootLabel?: string;
  valueKey?: string;
  labelKey?: string;
  /** a form field holding the current value's name, shown before its branch is loaded (e.g. `parentName`) */
  labelField?: string;
  placeholder?: string;
  disabled?: boolean;
  readOnly?: boolean;
}

const TOP = '__top__';

/**
 * A tree select loading one level at a time (the area dialog's 区域上级): the top level at once, a node's
 * children when it is expanded. A value deep in the tree shows its name from `labelField` until loaded.
 */
export const LazyTreeSelect = observer(function LazyTreeSelect(props: LazyTreeSelectProps) {
  const { api, parentArg = 'id', rootId = '-1', rootLabel, valueKey = 'id', labelKey = 'fullName' } = props;
  const runtime = useScreenRuntime();
  const form = useForm();
  const [nodes, setNodes] = useState<SimpleNode[]>([]);
  const loaded = useRef(new Set<string>());
  const argsKey = JSON.stringify(props.args ?? {});

  const fetchLevel = useCallback(
    async (parentId: string): Promise<SimpleNode[]> => {
      const query = { ...(JSON.parse(argsKey) as Record<string, unknown>), [parentArg]: parentId };
      const { data } = await callApi(runtime.services, api, query);
      loaded.current.add(parentId);
      return pickList(data).map((row) => {
        const id = String(row[valueKey]);
        return { id, pId: parentId, value: id, title: String(row[labelKey] ?? ''), isLeaf: row.isLeaf === true };
      });
    },
    [runtime, api, argsKey, parentArg, valueKey, labelKey],
  );

  useEffect(() => {
    let alive = true;
    loaded.current = new Set();
    fetchLevel(rootId)
      .then((top) => {
        if (!alive) return;
        const root = rootLabel ? [{ id: rootId, pId: TOP, value: rootId, title: rootLabel, isLeaf: false }] : [];
        setNodes([...root, ...top]);
      })
      .catch((error: unknown) => console.warn(`[screen] tree select ${api} failed`, error));
    return () => {
      alive = false;
    };
  }, [fetchLevel, rootId, rootLabel, api]);

  const loadData = async (node: { id?: unknown; value?: unknown }) => {
    const id = String(node.id ?? node.value);
    if (loaded.current.has(id)) return;
    const children = await fetchLevel(id);
    setNodes((list) => [...list.filter((n) => n.pId !== id), ...children]);
  };

  const current = props.value;
  const known = nodes.find((n) => n.value === current);
  const fallback = props.labelField ? (form.values as Record<string, unknown>)[props.labelField] : undefined;
  const label = known?.title ?? (typeof fallback === 'string' && fallback ? fallback : current);

  return (
    <TreeSelect
      style={{ width: '100%' }}
      treeDataSimpleMode={{ id: 'id', pId: 'pId', rootPId: rootLabel ? TOP : rootId }}
      treeData={nodes}
      loadData={loadData}
      labelInValue
      value={current ? { value: current, label } : undefined}
      onChange={(choice?: { value?: string; label?: unknown }) => props.onChange?.(choice?.value)}
      treeDefaultExpandedKeys={rootLabel ? [rootId] : []}
      placeholder={props.placeholder}
      disabled={props.disabled || props.readOnly}
      allowClear={false}
      showSearch={false}
    />
  );
});
