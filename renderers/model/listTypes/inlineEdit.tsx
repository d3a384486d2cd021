import { useCallback, useMemo, useState } from 'react';
import { createForm, type Form } from '@formily/core';
import { createSchemaField, FormProvider, type ISchema } from '@formily/react';
import type { WidgetRegistry } from '../../../engine-core/registry';
import { useEngineServices, type EngineServices } from '../../../engine-core/services';
import { ScriptRuntimeContext } from '../../../engine-core/scriptContext';
import { formatMessage } from '../../../engine-core/i18n';
import { schemaComponents } from '../../form/schemaComponents';
import { submitValues } from '../../form/submitValues';
import { attachRuntimeEffects } from '../../runtime/formEffects';
import { createFormRuntime, type FormRuntime } from '../../runtime/scriptRuntime';
import type { FieldInfo } from '../../formModel/types';
import { modelMessages } from '../messages';
import { listTypeMessages } from './messages';
import { recordValues, type ModelApi } from '../modelApi';
import type { ModelColumn, ModelRow } from '../types';

/**
 * Inline editing (list type 4): 编辑 turns one row's cells into the fields' widgets over a small Formily form
 * of that record; 保存 sends the same PUT / POST as the form layer. The record is read first (its raw values and
 * hidden f_version), so a save over someone else's newer save is merged or refused by the server, never lost.
 * One row at a time: the other rows' 编辑 wait, so nothing typed is dropped by switching rows.
 */

export const NEW_ROW_ID = '__new';

export interface InlineEditing {
  id: string;
  form: Form;
  /** the fields' change scripts and linkage, as in the form */
  runtime: FormRuntime;
  saving: boolean;
}

/** The row's form with the model's runtime: change scripts and relations run as they do in the form layer. */
function rowForm(fields: readonly FieldInfo[], services: EngineServices, values?: Record<string, unknown>) {
  const form = createForm({ initialValues: values });
  const runtime = createFormRuntime({ form, fields, services });
  // no onLoad: it is written for the whole form; a new row still gets the user's and today's defaults
  attachRuntimeEffects(form, runtime, { runOnLoad: false, applyDefaultCurrent: !values });
  return { form, runtime };
}

/** Widgets a person types or picks in; system, calculated and display widgets stay read-only in the row. */
export function isInlineEditable(field: FieldInfo | undefined, registry: WidgetRegistry): field is FieldInfo {
  if (!field || field.tableKey || field.isVoid || !field.stored || field.unavailable) return false;
  const entry = registry.get(field.jnpfKey);
  return !!entry && !entry.unavailable && (entry.category === 'input' || entry.category === 'select');
}

/** The field's schema node, found through its layout containers. */
function schemaAt(schema: ISchema, address: string): ISchema | undefined {
  let node: ISchema | undefined = schema;
  for (const part of address.split('.')) {
    const properties = node?.properties as Record<string, ISchema> | undefined;
    node = properties?.[part];
  }
  return node;
}

/** The node as a table cell: no label (the column header names it), the message under the widget. */
export function cellSchemaOf(schema: ISchema, field: FieldInfo, isNew: boolean): ISchema | undefined {
  const node = schemaAt(schema, field.address);
  if (!node) return undefined;
  const {
    label: _label,
    labelWidth: _width,
    tooltip: _tip,
    ...decorator
  } = (node['x-decorator-props'] ?? {}) as Record<string, unknown>;
  const cell: ISchema = {
    ...node,
    title: undefined,
    'x-decorator-props': { ...decorator, feedbackLayout: 'terse', style: { marginBottom: 0 } },
  };
  // an existing record brings its own value, even an empty one: a default would replace it
  if (!isNew) delete cell.default;
  return { type: 'object', properties: { [field.path]: cell } };
}

export interface InlineCellProps {
  form: Form;
  runtime: FormRuntime;
  schema: ISchema;
  registry: WidgetRegistry;
}

const makeSchemaField = (registry: WidgetRegistry) => createSchemaField({ components: schemaComponents(registry) });
const schemaFields = new WeakMap<WidgetRegistry, ReturnType<typeof makeSchemaField>>();

/** One SchemaField per registry: a new one per render would remount the cell's widget. */
function schemaFieldOf(registry: WidgetRegistry) {
  const known = schemaFields.get(registry);
  if (known) return known;
  const made = makeSchemaField(registry);
  schemaFields.set(registry, made);
  return made;
}

/** One editable cell: the row's form, this field only. */
export function InlineCell({ form, runtime, schema, registry }: InlineCellProps) {
  const SchemaField = schemaFieldOf(registry);
  return (
    <div className="jnpf-model-inline-cell">
      <FormProvider form={form}>
        <ScriptRuntimeContext.Provider value={runtime}>
          <SchemaField schema={schema} />
        </ScriptRuntimeContext.Provider>
      </FormProvider>
    </div>
  );
}

export interface InlineEditOptions {
  api: ModelApi;
  fields: readonly FieldInfo[];
  onSaved(): void;
}

const TOAST_SECONDS = 1.5;

export function useInlineEdit({ api, fields, onSaved }: InlineEditOptions) {
  const services = useEngineServices();
  const [editing, setEditing] = useState<InlineEditing | null>(null);

  const start = useCallback(
    async (row: ModelRow) => {
      if (editing) {
        // switching rows would drop what was typed
        if (editing.id !== String(row.id)) services.toast(formatMessage(listTypeMessages.finishEditing), 'warning');
        return;
      }
      try {
        const info = await api.info(String(row.id));
        setEditing({ id: String(row.id), ...rowForm(fields, services, recordValues(info)), saving: false });
      } catch (error) {
        // the request layer showed the server's message; the row stays as it was
        console.warn('[model list] inline edit: the record could not be read', error);
      }
    },
    [api, editing, fields, services],
  );

  const add = useCallback(() => {
    if (editing) services.toast(formatMessage(listTypeMessages.finishEditing), 'warning');
    else setEditing({ id: NEW_ROW_ID, ...rowForm(fields, services), saving: false });
  }, [editing, fields, services]);

  const cancel = useCallback(() => setEditing(null), []);

  const save = useCallback(async () => {
    if (!editing || editing.saving) return;
    try {
      await editing.form.validate();
    } catch {
      return; // the cells show their messages
    }
    const values = submitValues(editing.form.values as Record<string, unknown>, fields);
    setEditing({ ...editing, saving: true });
    try {
      const reply = editing.id === NEW_ROW_ID ? await api.create(values) : await api.update(editing.id, values);
      services.toast(reply.msg || formatMessage(modelMessages.done), 'success', TOAST_SECONDS);
      setEditing(null);
      onSaved();
    } catch {
      // the request layer showed the server's message (a rule, or 数据已被他人修改); what was typed stays
      setEditing({ ...editing, saving: false });
    }
  }, [api, editing, fields, onSaved, services]);

  return useMemo(() => ({ editing, start, add, cancel, save }), [editing, start, add, cancel, save]);
}

export type InlineEditState = ReturnType<typeof useInlineEdit>;

/** The columns the row's form edits, with their cell schemas. */
export function editableCells(
  columns: readonly ModelColumn[],
  fieldsByProp: ReadonlyMap<string, FieldInfo>,
  registry: WidgetRegistry,
  schema: ISchema,
  isNew: boolean,
): Map<string, ISchema> {
  const cells = new Map<string, ISchema>();
  for (const column of columns) {
    const field = fieldsByProp.get(column.prop);
    if (!isInlineEditable(field, registry)) continue;
    const cell = cellSchemaOf(schema, field, isNew);
    if (cell) cells.set(column.prop, cell);
  }
  return cells;
}
