import { useMemo, useState, type Key, type ReactNode } from 'react';
import { Button } from 'antd';
import type { ISchema } from '@formily/react';
import type { WidgetRegistry } from '../../../engine-core/registry';
import { formatMessage } from '../../../engine-core/i18n';
import type { FieldInfo } from '../../formModel/types';
import { ModelCell } from '../ModelCell';
import type { ModelTableDecorator } from '../ModelTable';
import type { ModelColumn, ModelRow } from '../types';
import type { ModelListState } from '../useModelList';
import { editableCells, InlineCell, NEW_ROW_ID, type InlineEditState } from './inlineEdit';
import { ListType, type ListTypeSettings } from './listTypeSettings';
import { listTypeMessages } from './messages';
import { CHILDREN, groupRows, isGroupRow, nestRows, type ShapedRow } from './rowShapes';

export interface ListTypeTableInput {
  settings: ListTypeSettings;
  list: ModelListState;
  columns: readonly ModelColumn[];
  fieldsByProp: ReadonlyMap<string, FieldInfo>;
  registry: WidgetRegistry;
  schema: ISchema;
  inline: InlineEditState;
  /** tree tables: a child may be added under a row (the user may add records) */
  onAddChild?(row: ModelRow): void;
}

const linkStyle = { paddingInline: 4 };

/** The group's header: the value as its column shows it, and how many rows it holds. */
function GroupHeader({ row, input }: { row: ShapedRow; input: ListTypeTableInput }) {
  const group = row.__group!;
  const field = input.settings.groupField!;
  const label = input.list.labels[String(group.first.id)]?.[field];
  const empty = group.value === undefined || group.value === null || group.value === '';
  return (
    <span className="jnpf-model-group" data-group-header={empty ? '' : String(group.value)}>
      <strong>
        {empty ? (
          formatMessage(listTypeMessages.emptyGroup)
        ) : (
          <ModelCell
            prop={field}
            row={group.first}
            field={input.fieldsByProp.get(field)}
            registry={input.registry}
            label={label}
          />
        )}
      </strong>
      <span className="jnpf-model-group-count">
        ({formatMessage(listTypeMessages.groupCount, { count: group.count })})
      </span>
    </span>
  );
}

function groupDecorator(input: ListTypeTableInput, collapsed: Set<Key>, toggle: (key: Key) => void) {
  const rows = groupRows(input.list.rows, input.settings.groupField!);
  const first = input.columns[0]?.prop;
  return {
    rows,
    childrenColumnName: CHILDREN,
    expandable: {
      // a group's rows are not its children in a hierarchy: no indent eats their first column
      indentSize: 0,
      expandedRowKeys: rows.map((r) => r.id).filter((id) => !collapsed.has(id)),
      onExpand: (_open: boolean, row: ModelRow) => toggle(row.id),
    },
    cell: (column: ModelColumn, row: ModelRow) =>
      isGroupRow(row) ? column.prop === first ? <GroupHeader row={row} input={input} /> : '' : undefined,
    index: (row: ModelRow) => (isGroupRow(row) ? '' : undefined),
    actions: (row: ModelRow, buttons: ReactNode) => (isGroupRow(row) ? null : buttons),
    selectable: (row: ModelRow) => !isGroupRow(row),
  } satisfies ModelTableDecorator;
}

function treeDecorator(input: ListTypeTableInput) {
  const { onAddChild } = input;
  const rows = nestRows(input.list.rows, input.settings.parentField!);
  const roots = new Set(rows.map((r) => String(r.id)));
  return {
    rows,
    childrenColumnName: CHILDREN,
    // the top rows are numbered; a child is placed by its indent
    index: (row: ModelRow) => (roots.has(String(row.id)) ? undefined : ''),
    actions: onAddChild
      ? (row: ModelRow, buttons: ReactNode) => (
          <>
            <Button type="link" size="small" style={linkStyle} onClick={() => onAddChild(row)}>
              {formatMessage(listTypeMessages.addChild)}
            </Button>
            {buttons}
          </>
        )
      : undefined,
  } satisfies ModelTableDecorator;
}

function inlineDecorator(input: ListTypeTableInput) {
  const { editing, save, cancel } = input.inline;
  if (!editing) return undefined;
  const isNew = editing.id === NEW_ROW_ID;
  const cells = editableCells(input.columns, input.fieldsByProp, input.registry, input.schema, isNew);
  return {
    rows: isNew ? [{ id: NEW_ROW_ID }, ...input.list.rows] : undefined,
    cell: (column: ModelColumn, row: ModelRow) => {
      if (String(row.id) !== editing.id) return undefined;
      const schema = cells.get(column.prop);
      if (schema) {
        return <InlineCell form={editing.form} runtime={editing.runtime} schema={schema} registry={input.registry} />;
      }
      return isNew ? '' : undefined;
    },
    index: (row: ModelRow) => (String(row.id) === NEW_ROW_ID ? '' : undefined),
    actions: (row: ModelRow, buttons: ReactNode) =>
      String(row.id) === editing.id ? (
        <span data-inline-editing={editing.id}>
          <Button type="link" size="small" style={linkStyle} loading={editing.saving} onClick={() => void save()}>
            {formatMessage(listTypeMessages.save)}
          </Button>
          <Button type="link" size="small" style={linkStyle} disabled={editing.saving} onClick={cancel}>
            {formatMessage(listTypeMessages.cancel)}
          </Button>
        </span>
      ) : (
        buttons
      ),
    selectable: (row: ModelRow) => String(row.id) !== NEW_ROW_ID,
  } satisfies ModelTableDecorator;
}

/** What the list type changes in the plain table; undefined for plain and left-tree lists. */
export function useListTypeTable(input: ListTypeTableInput): ModelTableDecorator | undefined {
  const [collapsed, setCollapsed] = useState<Set<Key>>(new Set());
  const { settings, list, columns, fieldsByProp, registry, schema, inline, onAddChild } = input;
  return useMemo(() => {
    const current = { settings, list, columns, fieldsByProp, registry, schema, inline, onAddChild };
    if (settings.type === ListType.group) {
      const toggle = (key: Key) =>
        setCollapsed((keys) => {
          const next = new Set(keys);
          if (!next.delete(key)) next.add(key);
          return next;
        });
      return groupDecorator(current, collapsed, toggle);
    }
    if (settings.type === ListType.treeTable) return treeDecorator(current);
    if (settings.type === ListType.inlineEdit) return inlineDecorator(current);
    return undefined;
  }, [settings, list, columns, fieldsByProp, registry, schema, inline, onAddChild, collapsed]);
}
