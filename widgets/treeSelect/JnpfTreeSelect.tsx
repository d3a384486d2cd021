import { useMemo } from 'react';
import { TreeSelect } from 'antd';
import type { TreeSelectProps } from 'antd';
import {
  findOption,
  useFieldOptions,
  type FieldOption,
  type FieldOptionsSource,
  type OptionValue,
} from '../shared/options';
import { choosableUnderLastLevel, type LastLevelRule } from './lastLevel';

export type TreeSelectValue = OptionValue | OptionValue[] | null | undefined;

/** Designer props of `treeSelect` (docs/widgets.md) beside the option source settings and the last-level rule. */
export interface JnpfTreeSelectProps
  extends
    FieldOptionsSource,
    LastLevelRule,
    Omit<TreeSelectProps, 'onChange' | 'value' | 'options' | 'multiple' | 'treeData'> {
  value?: TreeSelectValue;
  onChange?: (value: OptionValue | OptionValue[] | null) => void;
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
}

interface TreeNode {
  value: OptionValue;
  title: string;
  disabled: boolean;
  children?: TreeNode[];
}

/** Options → antd tree nodes; a node is disabled when its row says so or the last-level rule excludes it. */
export function toTreeNodes(options: readonly FieldOption[], rule: LastLevelRule): TreeNode[] {
  return options.map((o) => ({
    value: o.value,
    title: o.label,
    disabled: Boolean(o.disabled) || !choosableUnderLastLevel(o, rule),
    children: o.children ? toTreeNodes(o.children, rule) : undefined,
  }));
}

function findNode(nodes: readonly TreeNode[], value: unknown): TreeNode | undefined {
  for (const node of nodes) {
    if (node.value === value) return node;
    const inner = node.children ? findNode(node.children, value) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

const asArray = (value: TreeSelectValue): OptionValue[] =>
  Array.isArray(value) ? value : value === undefined || value === null || value === '' ? [] : [value];

/**
 * `treeSelect` (下拉树形选择): single or multiple (checkable) over a tree of options. Disabled nodes, and in
 * last-level mode the nodes the rule excludes, cannot be chosen. Cleared: null (single) or [] (multiple).
 */
export function JnpfTreeSelect({
  value,
  onChange,
  multiple,
  filterable,
  clearable,
  lastLevel,
  lastLevelKey,
  lastLevelValue,
  dataType,
  options: staticOptions,
  dictionaryType,
  propsUrl,
  templateJson,
  props,
  ...rest
}: JnpfTreeSelectProps) {
  const { options, loading } = useFieldOptions({
    dataType,
    options: staticOptions,
    dictionaryType,
    propsUrl,
    templateJson,
    props,
  });
  const nodes = useMemo(
    () => toTreeNodes(options, { lastLevel, lastLevelKey, lastLevelValue }),
    [options, lastLevel, lastLevelKey, lastLevelValue],
  );
  // stored values in the options' own types (1 vs '1'), so the tree finds them
  const aligned = asArray(value).map((v) => findOption(options, v)?.value ?? v);
  // a disabled node never reaches the value, even by keyboard or a stale dropdown
  const choosable = (v: OptionValue) => {
    const node = findNode(nodes, v);
    return !node || !node.disabled;
  };
  return (
    <TreeSelect
      {...rest}
      style={{ width: '100%', ...rest.style }}
      treeData={nodes}
      value={multiple ? aligned : aligned[0]}
      multiple={multiple}
      treeCheckable={multiple}
      showCheckedStrategy={rest.showCheckedStrategy ?? TreeSelect.SHOW_ALL}
      treeDefaultExpandAll={rest.treeDefaultExpandAll ?? true}
      allowClear={clearable ?? rest.allowClear}
      showSearch={filterable ?? rest.showSearch}
      treeNodeFilterProp="title"
      loading={loading}
      onChange={(next: OptionValue | OptionValue[] | undefined | null) => {
        if (multiple) {
          onChange?.((Array.isArray(next) ? next : []).filter(choosable));
          return;
        }
        if (next === undefined || next === null || next === '') onChange?.(null);
        else if (choosable(next as OptionValue)) onChange?.(next as OptionValue);
      }}
    />
  );
}
