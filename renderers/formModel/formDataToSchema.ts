import type { ISchema } from '@formily/react';
import { engineLanguage } from '../../engine-core/i18n';
import {
  CONTAINER_KEYS,
  convertContainer,
  convertTable,
  convertUnknownContainer,
  type ConvertChildren,
} from './convertContainer';
import { convertField, type ConvertedNode } from './convertField';
import { readFormConf } from './formConf';
import { groupSubTableFields } from './groupSubTableFields';
import { migrateV2 } from './migrateV2';
import type { ConversionResult, ConvertOptions, FieldConfigModel, FieldModel, FormModel } from './types';
import { COMPILE_OMITTED, createWalkContext, GRID_KEY, isObject, type Position, type WalkContext } from './walkContext';

/**
 * The designer's formData → a Formily schema (docs/widgets.md). Pure apart from the one console warning per
 * unknown jnpfKey: the registry comes in through the options, nothing is fetched, nothing is evaluated.
 *
 * Shape: `{ type:'object', properties: { __grid: GridLayout { ...fields and containers } } }`. Every container
 * is void, so a field's data path is its __vModel__ wherever it sits in the layout.
 */
export function formDataToSchema(formData: unknown, options: ConvertOptions): ConversionResult {
  const lang = options.language ?? engineLanguage();
  const parsed = parseModel(formData);
  // a flattened list's child-table columns (isSubTable/parentVModel) are rendered under their table
  const model = groupSubTableFields(options.migrate === false ? parsed.model : migrateV2(parsed.model).model);
  const formConf = readFormConf(model);
  const ctx = createWalkContext(options.registry, lang, formConf);
  if (parsed.problem) ctx.report(parsed.problem);
  if (model.fields !== undefined && !Array.isArray(model.fields)) {
    ctx.report({ code: 'fieldsNotArray', path: 'fields' });
  }
  const properties = convertChildren(model.fields, { jsonPath: 'fields', address: [GRID_KEY] }, ctx);
  const schema: ISchema = {
    type: 'object',
    properties: {
      [GRID_KEY]: {
        type: 'void',
        'x-component': 'GridLayout',
        'x-component-props': { gutter: formConf.gutter },
        'x-compile-omitted': COMPILE_OMITTED,
        properties,
      },
    },
  };
  return { schema, formConf, fields: ctx.fields, diagnostics: ctx.diagnostics };
}

const convertChildren: ConvertChildren = (list, pos, ctx) => {
  const properties: Record<string, ISchema> = {};
  if (!Array.isArray(list)) return properties;
  list.forEach((item: unknown, i) => {
    const converted = convertNode(item, { ...pos, jsonPath: `${pos.jsonPath}[${i}]` }, ctx);
    if (!converted) return;
    properties[converted.key] = { ...converted.node, 'x-index': i };
  });
  return properties;
};

function convertNode(item: unknown, pos: Position, ctx: WalkContext): ConvertedNode | undefined {
  if (!isObject(item)) {
    ctx.report({ code: 'fieldNotObject', path: pos.jsonPath });
    return undefined;
  }
  const field = item as FieldModel;
  if (!isObject(field.__config__)) {
    ctx.report({ code: 'configMissing', path: `${pos.jsonPath}.__config__` });
    return undefined;
  }
  const config = field.__config__ as FieldConfigModel;
  const key = typeof config.jnpfKey === 'string' ? config.jnpfKey : '';
  if (key === 'table') return convertTable(field, config, pos, ctx);
  if (CONTAINER_KEYS.has(key) && ctx.registry.has(key)) {
    return convertContainer(field, config, pos, ctx, convertChildren);
  }
  if (!ctx.registry.has(key) && Array.isArray(config.children) && config.children.length > 0) {
    return convertUnknownContainer(field, config, pos, ctx, convertChildren);
  }
  return convertField(field, config, pos, ctx);
}

type ParsedModel = { model: FormModel; problem?: Parameters<WalkContext['report']>[0] };

/** A string is parsed as JSON; a model stored as `{ formData: "…" }` (the OnlineDev Config shape) is unwrapped. */
export function parseModel(formData: unknown): ParsedModel {
  let value = formData;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch (e) {
      return { model: {}, problem: { code: 'notJson', path: '', vars: { detail: (e as Error).message } } };
    }
  }
  if (!isObject(value)) return { model: {}, problem: { code: 'notObject', path: '' } };
  if (!('fields' in value) && 'formData' in value) return parseModel(value.formData);
  return { model: value as FormModel };
}
