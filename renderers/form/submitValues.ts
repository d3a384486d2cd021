import type { ISchema } from '@formily/react';
import type { FieldInfo } from '../formModel/types';

/**
 * What a model form submits: its values with every empty field set to its widget's empty value (`[]` for
 * multi-value widgets) — null where that is undefined, so a cleared field stays cleared when the record is
 * reopened instead of falling back to its default. Fields the model does not store (display widgets,
 * calculate/popupAttr/relationFormAttr without isStorage) are left out; keys the model does not describe
 * (the record id…) pass through.
 */
const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

export function submitValues(values: Record<string, unknown>, fields: readonly FieldInfo[]): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const field of fields) {
    if (field.tableKey) continue;
    if (field.isVoid || !field.stored) {
      delete out[field.path];
      continue;
    }
    const value = values[field.path];
    if (!isEmpty(value)) continue;
    out[field.path] = field.emptyValue === undefined ? null : structuredClone(field.emptyValue);
  }
  return JSON.parse(JSON.stringify(out, (_key, v: unknown) => (v === undefined ? null : v))) as Record<string, unknown>;
}

/**
 * A record being edited brings its own values: the schema defaults of the fields it has (even empty ones) must
 * not override them, since Formily treats null as "no value" and would show the default again.
 */
export function withoutDefaultsFor(schema: ISchema, keys: ReadonlySet<string>): ISchema {
  if (!schema.properties || typeof schema.properties !== 'object') return schema;
  const properties: Record<string, ISchema> = {};
  for (const [key, child] of Object.entries(schema.properties as Record<string, ISchema>)) {
    let next = withoutDefaultsFor(child, keys);
    if (keys.has(key) && next.type !== 'void' && 'default' in next) {
      const { default: _dropped, ...rest } = next;
      next = rest;
    }
    properties[key] = next;
  }
  return { ...schema, properties };
}
