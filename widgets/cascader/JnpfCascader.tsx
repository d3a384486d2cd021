import { Cascader } from 'antd';
import type { CascaderProps } from 'antd';
import {
  sameValue,
  useFieldOptions,
  type FieldOption,
  type FieldOptionsSource,
  type OptionValue,
} from '../shared/options';

export type CascaderPath = OptionValue[];
export type CascaderValue = CascaderPath | CascaderPath[] | null | undefined;

/** Designer props of `cascader` (docs/widgets.md) beside the option source settings. */
export interface JnpfCascaderProps
  extends
    FieldOptionsSource,
    Omit<CascaderProps, 'onChange' | 'value' | 'defaultValue' | 'options' | 'multiple' | 'showSearch'> {
  value?: CascaderValue;
  onChange?: (value: CascaderPath | CascaderPath[]) => void;
  multiple?: boolean;
  filterable?: boolean;
  clearable?: boolean;
}

interface CascaderNode {
  value: OptionValue;
  label: string;
  disabled?: boolean;
  children?: CascaderNode[];
}

const toNodes = (options: readonly FieldOption[]): CascaderNode[] =>
  options.map((o) => ({
    value: o.value,
    label: o.label,
    disabled: o.disabled,
    children: o.children ? toNodes(o.children) : undefined,
  }));

/** A stored path in the options' own value types (['1'] against option 1), so antd finds it. */
function alignPath(nodes: readonly CascaderNode[], path: readonly unknown[]): CascaderPath {
  const aligned: CascaderPath = [];
  let level: readonly CascaderNode[] | undefined = nodes;
  for (const step of path) {
    const node: CascaderNode | undefined = level?.find((n) => sameValue(n.value, step));
    aligned.push(node ? node.value : (step as OptionValue));
    level = node?.children;
  }
  return aligned;
}

const isList = (v: unknown): v is unknown[] => Array.isArray(v);

/** `cascader` (级联选择): the value is the path of values from the top level; multiple stores a list of paths. */
export function JnpfCascader({
  value,
  onChange,
  multiple,
  filterable,
  clearable,
  dataType,
  options: staticOptions,
  dictionaryType,
  propsUrl,
  templateJson,
  props,
  ...rest
}: JnpfCascaderProps) {
  const { options } = useFieldOptions({
    dataType,
    options: staticOptions,
    dictionaryType,
    propsUrl,
    templateJson,
    props,
  });
  const nodes = toNodes(options);
  const list: unknown[] = isList(value) ? value : [];
  const selected = multiple
    ? list.filter(isList).map((path) => alignPath(nodes, path))
    : list.length && !isList(list[0])
      ? alignPath(nodes, list)
      : undefined;
  // antd's generic cascader props do not survive a spread; the rest are plain pass-through props
  const passThrough: Record<string, unknown> = rest;
  const shared = {
    ...passThrough,
    style: { width: '100%', ...rest.style },
    options: nodes,
    allowClear: clearable ?? rest.allowClear,
    showSearch: filterable ? { filter: filterByLabel } : undefined,
  };
  if (multiple) {
    return (
      <Cascader
        {...shared}
        multiple
        // full leaf paths, not a parent standing for all its children
        showCheckedStrategy={rest.showCheckedStrategy ?? Cascader.SHOW_CHILD}
        value={selected as CascaderPath[]}
        onChange={(next) => onChange?.((next ?? []) as CascaderPath[])}
      />
    );
  }
  return (
    <Cascader
      {...shared}
      value={selected as CascaderPath | undefined}
      onChange={(next) => onChange?.((next ?? []) as CascaderPath)}
    />
  );
}

function filterByLabel(input: string, path: { label?: unknown }[]): boolean {
  const needle = input.toLowerCase();
  return path.some((node) =>
    String(node.label ?? '')
      .toLowerCase()
      .includes(needle),
  );
}
