import type { EngineServices } from '../../../engine-core/services';
import type { LeftTreeSettings } from './listTypeSettings';

/**
 * The nodes of a left tree (list type 2), from the source the designer chose: a dictionary's items, a data
 * interface's rows (read with treePropsValue / Label / Children) or the organisations. Pure conversion plus
 * one fetch; the component keeps no source-specific code.
 */

export interface LeftTreeNode {
  /** the value a click filters treeRelation by */
  key: string;
  title: string;
  children?: LeftTreeNode[];
}

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Rows of any shape the sources answer (a list, `{list}`, `{data}`) → tree nodes; rows without a value are skipped. */
export function toTreeNodes(
  rows: unknown,
  props: LeftTreeSettings['props'],
  seen: Set<string> = new Set(),
): LeftTreeNode[] {
  const list = Array.isArray(rows) ? rows : isObject(rows) ? (rows.list ?? rows.data) : undefined;
  if (!Array.isArray(list)) return [];
  const out: LeftTreeNode[] = [];
  for (const row of list) {
    if (!isObject(row)) continue;
    const value = row[props.value];
    if (value === undefined || value === null || value === '') continue;
    const key = String(value);
    if (seen.has(key)) continue; // antd trees need unique keys; a repeated value would filter the same rows
    seen.add(key);
    const label = row[props.label];
    const children = toTreeNodes(row[props.children], props, seen);
    out.push({
      key,
      title: typeof label === 'string' || typeof label === 'number' ? String(label) : key,
      ...(children.length ? { children } : {}),
    });
  }
  return out;
}

/** The rows of the tree's source; organisations are always read by their id and fullName. */
export async function loadTreeNodes(settings: LeftTreeSettings, services: EngineServices): Promise<LeftTreeNode[]> {
  if (settings.source === 'organize') {
    const nodes = await services.pickers.organizeTree();
    return toTreeNodes(nodes, { value: 'id', label: 'fullName', children: 'children' });
  }
  if (settings.source === 'dictionary') {
    return toTreeNodes(await services.dictionaryOptions(settings.sourceId), settings.props);
  }
  return toTreeNodes(await services.dataInterface(settings.sourceId), settings.props);
}
