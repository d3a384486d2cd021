import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { Button, Empty, Space, Spin, Tabs, Tree } from 'antd';
import { defineMessages, formatMessage, useEngineLanguage } from '../../../engine-core/i18n';
import { callApi } from '../callApi';
import { useScreenRuntime } from '../runtime';
import {
  displayedKeys,
  itemSelection,
  leafKeys,
  moduleSelection,
  normalizePermission,
  parentKeys,
  PERMISSION_KINDS,
  type PermissionKind,
  type PermissionNode,
  type PermissionValue,
} from './permissionTreeData';

export const permissionTreeMessages = defineMessages({
  module: { zh: '菜单', zhtw: '菜單', en: 'Menus' },
  button: { zh: '按钮', zhtw: '按鈕', en: 'Buttons' },
  column: { zh: '列表', zhtw: '列表', en: 'Columns' },
  form: { zh: '表单', zhtw: '表單', en: 'Forms' },
  checkAll: { zh: '全部勾选', zhtw: '全部勾選', en: 'Check all' },
  uncheckAll: { zh: '取消全选', zhtw: '取消全選', en: 'Uncheck all' },
  expandAll: { zh: '展开全部', zhtw: '展開全部', en: 'Expand all' },
  collapseAll: { zh: '折叠全部', zhtw: '折疊全部', en: 'Collapse all' },
  empty: { zh: '请先在“菜单”中勾选菜单', zhtw: '請先在「菜單」中勾選菜單', en: 'Tick menus on the Menus tab first' },
});

export interface PermissionTreeProps {
  /** `{ module, button, column, form }` id lists; filled from the API when the field starts empty */
  value?: PermissionValue;
  onChange?(value: PermissionValue): void;
  /**
   * API (by name) answering `{ list, ids }` for `{ ...args, type, moduleIds }`: `list` the tree (systems → menus →
   * items), `ids` what the object holds; `moduleIds` carries the ticked menus for the item kinds
   */
  api: string;
  /** fixed arguments, e.g. `{ roleId }` */
  args?: Record<string, unknown>;
  /** height of the tree area in px */
  height?: number;
  disabled?: boolean;
  readOnly?: boolean;
}

interface LoadedTree {
  list: PermissionNode[];
  /** the menus the tree was loaded for (item kinds) */
  forModules: string;
}

/**
 * The tree of each kind with its expanded keys. At first every kind is loaded, so the value is complete even if
 * some tabs are never opened, and what the object holds is handed to `onChange`; `refresh(kind, modules)`
 * reloads an item tree when the ticked menus changed since it was loaded.
 */
function usePermissionTrees(
  api: string,
  argsKey: string,
  onChangeRef: RefObject<((value: PermissionValue) => void) | undefined>,
) {
  const runtime = useScreenRuntime();
  const [trees, setTrees] = useState<Partial<Record<PermissionKind, LoadedTree>>>({});
  const [expanded, setExpanded] = useState<Partial<Record<PermissionKind, string[]>>>({});
  const [loading, setLoading] = useState(false);

  const fetchTree = useCallback(
    async (kind: PermissionKind, modules: string[]) => {
      const query = { ...(JSON.parse(argsKey) as Record<string, unknown>), type: kind, moduleIds: modules.join(',') };
      const { data } = await callApi(runtime.services, api, query);
      const reply = (data ?? {}) as { list?: PermissionNode[]; ids?: string[] };
      return { list: reply.list ?? [], ids: reply.ids ?? [] };
    },
    [runtime, api, argsKey],
  );

  const remember = useCallback((kind: PermissionKind, list: PermissionNode[], forModules: string) => {
    setTrees((all) => ({ ...all, [kind]: { list, forModules } }));
    setExpanded((all) => ({ ...all, [kind]: parentKeys(list) }));
  }, []);

  // first load: every kind, so the value is complete even if some tabs are never opened
  useEffect(() => {
    let alive = true;
    setLoading(true);
    (async () => {
      const modules = await fetchTree('module', []);
      if (!alive) return;
      remember('module', modules.list, '');
      const held: PermissionValue = { ...normalizePermission(undefined), module: modules.ids };
      for (const kind of PERMISSION_KINDS.slice(1)) {
        const items = await fetchTree(kind, modules.ids);
        if (!alive) return;
        remember(kind, items.list, modules.ids.join(','));
        held[kind] = items.ids;
      }
      onChangeRef.current?.(held);
    })()
      .catch((error: unknown) => console.warn(`[screen] permission tree ${api} failed`, error))
      .finally(() => alive && setLoading(false));
    return () => {
      alive = false;
    };
  }, [fetchTree, remember, api, onChangeRef]);

  const refresh = async (kind: PermissionKind, modules: string[]) => {
    const forModules = modules.join(',');
    if (kind === 'module' || !trees[kind] || trees[kind]?.forModules === forModules) return;
    setLoading(true);
    try {
      const items = await fetchTree(kind, modules);
      remember(kind, items.list, forModules);
    } catch (error) {
      console.warn(`[screen] permission tree ${api} failed`, error);
    } finally {
      setLoading(false);
    }
  };

  return { trees, expanded, setExpanded, loading, refresh };
}

/**
 * A role's permissions over menus, buttons, list columns and forms: one tab per kind with a checkable tree per
 * system. Item trees show the items of the menus ticked on the menu tab, reloaded when that selection changed.
 */
export function PermissionTree(props: PermissionTreeProps) {
  const { api, height = 460 } = props;
  useEngineLanguage();
  const [active, setActive] = useState<PermissionKind>('module');
  const value = normalizePermission(props.value);
  const valueRef = useRef(value);
  valueRef.current = value;
  const onChangeRef = useRef(props.onChange);
  onChangeRef.current = props.onChange;
  const locked = props.disabled || props.readOnly;
  const { trees, expanded, setExpanded, loading, refresh } = usePermissionTrees(
    api,
    JSON.stringify(props.args ?? {}),
    onChangeRef,
  );

  const open = async (kind: PermissionKind) => {
    setActive(kind);
    await refresh(kind, valueRef.current.module);
  };

  const list = trees[active]?.list ?? [];
  const choose = (checked: string[], halfChecked: string[]) => {
    const next = { ...valueRef.current };
    next[active] = active === 'module' ? moduleSelection(checked, halfChecked) : itemSelection(checked, list, active);
    onChangeRef.current?.(next);
  };

  const tools = [
    { key: 'checkAll', onClick: () => choose(leafKeys(list), parentKeys(list)) },
    { key: 'uncheckAll', onClick: () => choose([], []) },
    { key: 'expandAll', onClick: () => setExpanded((all) => ({ ...all, [active]: parentKeys(list) })) },
    { key: 'collapseAll', onClick: () => setExpanded((all) => ({ ...all, [active]: [] })) },
  ] as const;

  const body = list.length ? (
    <Tree
      checkable
      blockNode
      disabled={locked}
      height={height}
      treeData={list as never}
      fieldNames={{ key: 'id', title: 'fullName', children: 'children' }}
      checkedKeys={displayedKeys(value[active], list)}
      expandedKeys={expanded[active] ?? []}
      onExpand={(keys) => setExpanded((all) => ({ ...all, [active]: keys.map(String) }))}
      onCheck={(checked, info) => {
        const keys = Array.isArray(checked) ? checked : checked.checked;
        choose(keys.map(String), (info.halfCheckedKeys ?? []).map(String));
      }}
    />
  ) : (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      description={active === 'module' ? undefined : formatMessage(permissionTreeMessages.empty)}
    />
  );

  return (
    <div data-screen-field="PermissionTree">
      <Tabs
        activeKey={active}
        onChange={(key) => void open(key as PermissionKind)}
        items={PERMISSION_KINDS.map((kind) => ({ key: kind, label: formatMessage(permissionTreeMessages[kind]) }))}
        tabBarExtraContent={
          <Space size={0}>
            {tools.map((tool) => (
              <Button key={tool.key} type="link" size="small" disabled={locked || loading} onClick={tool.onClick}>
                {formatMessage(permissionTreeMessages[tool.key])}
              </Button>
            ))}
          </Space>
        }
      />
      <Spin spinning={loading}>
        <div style={{ minHeight: 200 }}>{body}</div>
      </Spin>
    </div>
  );
}
