import { parseColumnData } from '../columnData';
import { text } from '../listItem';
import type { ModelListConfig } from '../types';

/**
 * The list types of the list designer (columnData.type): 1 plain, 2 left tree + list, 3 group, 4 inline edit,
 * 5 tree table; and the settings each one reads. Pure; a type missing what it needs is shown as a plain list.
 */

export const ListType = { plain: 1, leftTree: 2, group: 3, inlineEdit: 4, treeTable: 5 } as const;
export type ListTypeCode = (typeof ListType)[keyof typeof ListType];

/** Where the left tree's nodes come from (treeDataSource). */
export type TreeSource = 'dictionary' | 'api' | 'organize';

export interface LeftTreeSettings {
  title: string;
  source: TreeSource;
  /** the dictionary type (treeDictionary) or the data interface (treeInterfaceId / treePropsUrl) */
  sourceId: string;
  /** the list field a clicked node filters (treeRelation) */
  relation: string;
  /** node keys of a data interface's rows (treePropsValue / Label / Children) */
  props: { value: string; label: string; children: string };
}

export interface ListTypeSettings {
  type: ListTypeCode;
  leftTree?: LeftTreeSettings;
  /** group lists: the field rows are grouped by */
  groupField?: string;
  /** tree tables: the field holding the parent record's id */
  parentField?: string;
}

const SOURCES: readonly TreeSource[] = ['dictionary', 'api', 'organize'];

function leftTreeOf(columnData: Record<string, unknown>): LeftTreeSettings | undefined {
  const source = SOURCES.find((s) => s === columnData.treeDataSource);
  const relation = text(columnData.treeRelation).trim();
  if (!source || !relation) return undefined;
  const sourceId =
    source === 'dictionary'
      ? text(columnData.treeDictionary)
      : source === 'api'
        ? text(columnData.treeInterfaceId) || text(columnData.treePropsUrl)
        : '';
  if (source !== 'organize' && !sourceId) return undefined;
  return {
    title: text(columnData.treeTitle),
    source,
    sourceId,
    relation,
    props: {
      value: text(columnData.treePropsValue) || 'id',
      label: text(columnData.treePropsLabel) || 'fullName',
      children: text(columnData.treePropsChildren) || 'children',
    },
  };
}

export function toListTypeSettings(columnDataInput: unknown): ListTypeSettings {
  const columnData = parseColumnData(columnDataInput);
  const type = Number(columnData.type);
  if (type === ListType.leftTree) {
    const leftTree = leftTreeOf(columnData);
    if (leftTree) return { type: ListType.leftTree, leftTree };
  }
  const groupField = text(columnData.groupField).trim();
  if (type === ListType.group && groupField) return { type: ListType.group, groupField };
  const parentField = text(columnData.parentField).trim();
  if (type === ListType.treeTable && parentField) return { type: ListType.treeTable, parentField };
  if (type === ListType.inlineEdit) return { type: ListType.inlineEdit };
  return { type: ListType.plain };
}

/**
 * Groups and tree tables show every row of the query: a group or a branch split over two pages would show
 * wrong counts and orphaned children. The others keep the designer's paging.
 */
export function listConfigFor(config: ModelListConfig, settings: ListTypeSettings): ModelListConfig {
  if (settings.type === ListType.group || settings.type === ListType.treeTable) return { ...config, hasPage: false };
  return config;
}
