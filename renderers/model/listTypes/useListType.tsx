import { useCallback, useMemo, useRef, useState, type ReactElement } from 'react';
import type { ISchema } from '@formily/react';
import type { WidgetRegistry } from '../../../engine-core/registry';
import type { FieldInfo } from '../../formModel/types';
import type { ModelApi } from '../modelApi';
import type { ModelTableDecorator } from '../ModelTable';
import type { SearchQuery } from '../searchFields';
import type { ModelColumn, ModelRow, RowAction } from '../types';
import type { ModelListState } from '../useModelList';
import { useInlineEdit } from './inlineEdit';
import { LeftTree } from './LeftTree';
import { ListType, type ListTypeSettings } from './listTypeSettings';
import { useListTypeTable } from './useListTypeTable';
import styles from './listTypes.module.css';

export interface ListTypeInput {
  settings: ListTypeSettings;
  list: ModelListState;
  api: ModelApi;
  columns: readonly ModelColumn[];
  fieldsByProp: ReadonlyMap<string, FieldInfo>;
  fields: readonly FieldInfo[];
  registry: WidgetRegistry;
  schema: ISchema;
  /** tree tables: opens the add form with the parent filled in (absent when the user may not add) */
  addChild?(parentField: string, row: ModelRow): void;
}

export interface ListTypeView {
  /** given to ModelTable */
  decorate: ModelTableDecorator | undefined;
  /** the search bar's query, with the left tree's node added */
  search(query: SearchQuery): void;
  /** a row action the list type runs itself (inline 编辑); false leaves it to the page */
  runRowAction(action: RowAction, row: ModelRow): boolean;
  /** 新增 the list type runs itself (a new inline row); false leaves it to the page */
  runAdd(): boolean;
  /** what the list shows now: the search with the left tree's node (for 导出) */
  query(): SearchQuery;
  /** the page, with the left tree beside it */
  frame(content: ReactElement): ReactElement;
}

/** The query with the clicked tree node as a filter of the relation field (queryJson, as the platform sends it). */
export function withTreeNode(query: SearchQuery, relation: string, node: string | undefined): SearchQuery {
  if (node === undefined) return query;
  return { ...query, queryJson: { ...query.queryJson, [relation]: node } };
}

/**
 * The list types of a model list page (listTypeSettings.ts) over the plain page: the page keeps its search,
 * toolbar, form and delete; this adds the left tree filter, the group and tree rows and inline editing.
 */
export function useListType(input: ListTypeInput): ListTypeView {
  const { settings, list, api, fields, addChild } = input;
  const leftTree = settings.type === ListType.leftTree ? settings.leftTree : undefined;
  const [node, setNode] = useState<string>();
  const lastQuery = useRef<SearchQuery>({});
  const inline = useInlineEdit({ api, fields, onSaved: list.reload });
  const isInline = settings.type === ListType.inlineEdit;
  const parentField = settings.type === ListType.treeTable ? settings.parentField : undefined;
  const onAddChild = useMemo(
    () => (parentField && addChild ? (row: ModelRow) => addChild(parentField, row) : undefined),
    [parentField, addChild],
  );
  const decorate = useListTypeTable({ ...input, inline, onAddChild });

  const { search: listSearch } = list;
  const search = useCallback(
    (query: SearchQuery) => {
      lastQuery.current = query;
      listSearch(leftTree ? withTreeNode(query, leftTree.relation, node) : query);
    },
    [listSearch, leftTree, node],
  );
  const selectNode = useCallback(
    (value: string | undefined) => {
      setNode(value);
      if (leftTree) listSearch(withTreeNode(lastQuery.current, leftTree.relation, value));
    },
    [listSearch, leftTree],
  );

  const runRowAction = useCallback(
    (action: RowAction, row: ModelRow) => {
      if (!isInline || action !== 'edit') return false;
      void inline.start(row);
      return true;
    },
    [isInline, inline],
  );
  const runAdd = useCallback(() => {
    if (!isInline) return false;
    inline.add();
    return true;
  }, [isInline, inline]);

  const frame = useCallback(
    (content: ReactElement) =>
      leftTree ? (
        <div className={styles.withTree}>
          <LeftTree settings={leftTree} selected={node} onSelect={selectNode} />
          {content}
        </div>
      ) : (
        content
      ),
    [leftTree, node, selectNode],
  );

  const query = useCallback(
    () => (leftTree ? withTreeNode(lastQuery.current, leftTree.relation, node) : lastQuery.current),
    [leftTree, node],
  );

  return useMemo(
    () => ({ decorate, search, runRowAction, runAdd, query, frame }),
    [decorate, search, runRowAction, runAdd, query, frame],
  );
}
