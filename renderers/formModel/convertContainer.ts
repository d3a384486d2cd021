import type { ISchema } from '@formily/react';
import { configSubset, designerProps, fieldScripts, isHiddenByDesign, labelOf } from './fieldParts';
import { convertField, spanOf, UNKNOWN_WIDGET, type ConvertedNode } from './convertField';
import type { FieldConfigModel, FieldModel } from './types';
import { COMPILE_OMITTED, isObject, KeyAllocator, type Position, type WalkContext } from './walkContext';

/**
 * Layout containers and the child table (docs/widgets.md, "Layout containers"). Containers are
 * void nodes, so their fields keep flat data paths; their children recurse through `convertChildren`.
 */
export type ConvertChildren = (list: unknown, pos: Position, ctx: WalkContext) => Record<string, ISchema>;

/** container jnpfKey → the component of its panes/rows (the designer's own child keys are not trusted: V2 has none) */
const PANE_OF: Record<string, string | undefined> = {
  row: undefined,
  card: undefined,
  tab: 'tabItem',
  collapse: 'collapseItem',
  tableGrid: 'tableGridTr',
};

export const CONTAINER_KEYS: ReadonlySet<string> = new Set(Object.keys(PANE_OF));

/** __config__ keys a container component reads as props */
const CONTAINER_CONFIG_PROPS: Record<string, string[]> = {
  tab: ['active'],
  collapse: ['active'],
  tableGrid: ['borderType', 'borderColor', 'borderWidth'],
};

function voidNode(component: string, props: Record<string, unknown>, data: Record<string, unknown>): ISchema {
  return {
    type: 'void',
    'x-component': component,
    'x-component-props': props,
    'x-data': data,
    'x-compile-omitted': COMPILE_OMITTED,
  };
}

function containerKey(key: string, config: FieldConfigModel, ctx: WalkContext): string {
  return ctx.keys.take(config.formId !== undefined && config.formId !== '' ? `${key}_${config.formId}` : key);
}

export function convertContainer(
  field: FieldModel,
  config: FieldConfigModel,
  pos: Position,
  ctx: WalkContext,
  convertChildren: ConvertChildren,
): ConvertedNode {
  const jnpfKey = config.jnpfKey as string;
  const key = containerKey(jnpfKey, config, ctx);
  const props = designerProps(field, config);
  for (const name of CONTAINER_CONFIG_PROPS[jnpfKey] ?? []) {
    if (config[name] !== undefined && props[name] === undefined) props[name] = config[name];
  }
  const node = voidNode(jnpfKey, props, {
    span: spanOf(config, ctx),
    jnpfKey,
    on: fieldScripts(field),
    config: configSubset(config),
  });
  if (isHiddenByDesign(config)) node['x-display'] = 'hidden';
  const inner: Position = { ...pos, address: [...pos.address, key] };
  const childrenPath = `${pos.jsonPath}.__config__.children`;
  const children = config.children;
  if (children !== undefined && !Array.isArray(children)) {
    ctx.report({ code: 'childrenNotArray', path: childrenPath, label: labelOf(config) });
  }
  const pane = PANE_OF[jnpfKey];
  node.properties = pane
    ? convertPanes(pane, children, { ...inner, jsonPath: childrenPath }, ctx, convertChildren)
    : convertChildren(children, { ...inner, jsonPath: childrenPath }, ctx);
  return { key, node };
}

/** tab → tabItem, collapse → collapseItem, tableGrid → tableGridTr → tableGridTd */
function convertPanes(
  pane: string,
  list: unknown,
  pos: Position,
  ctx: WalkContext,
  convertChildren: ConvertChildren,
): Record<string, ISchema> {
  const properties: Record<string, ISchema> = {};
  if (!Array.isArray(list)) return properties;
  list.forEach((item: unknown, i) => {
    const jsonPath = `${pos.jsonPath}[${i}]`;
    if (!isObject(item)) {
      ctx.report({ code: 'fieldNotObject', path: jsonPath });
      return;
    }
    const config = (isObject(item.__config__) ? item.__config__ : {}) as FieldConfigModel;
    const name = item.name === undefined || item.name === null || item.name === '' ? String(i) : String(item.name);
    const key = ctx.keys.take(`${pos.address[pos.address.length - 1]}_${pane === 'tableGridTr' ? `tr${i}` : name}`);
    const props: Record<string, unknown> = pane === 'tableGridTr' ? {} : { title: item.title ?? name, name };
    const node = voidNode(pane, props, { jnpfKey: pane });
    node['x-index'] = i;
    const inner: Position = { ...pos, jsonPath, address: [...pos.address, key] };
    const childrenPath = `${jsonPath}.__config__.children`;
    node.properties =
      pane === 'tableGridTr'
        ? convertCells(config.children, { ...inner, jsonPath: childrenPath }, ctx, convertChildren)
        : convertChildren(config.children, { ...inner, jsonPath: childrenPath }, ctx);
    properties[key] = node;
  });
  return properties;
}

function convertCells(list: unknown, pos: Position, ctx: WalkContext, convertChildren: ConvertChildren) {
  const properties: Record<string, ISchema> = {};
  if (!Array.isArray(list)) return properties;
  list.forEach((item: unknown, i) => {
    const jsonPath = `${pos.jsonPath}[${i}]`;
    const config = (isObject(item) && isObject(item.__config__) ? item.__config__ : {}) as FieldConfigModel;
    const key = ctx.keys.take(`${pos.address[pos.address.length - 1]}_td${i}`);
    const props: Record<string, unknown> = {};
    for (const name of ['rowspan', 'colspan', 'merged', 'backgroundColor']) {
      if (config[name] !== undefined) props[name] = config[name];
    }
    const node = voidNode('tableGridTd', props, { jnpfKey: 'tableGridTd' });
    node['x-index'] = i;
    node.properties = convertChildren(
      config.children,
      { ...pos, jsonPath: `${jsonPath}.__config__.children`, address: [...pos.address, key] },
      ctx,
    );
    properties[key] = node;
  });
  return properties;
}

/**
 * The child table `table`: one array field whose columns are kept, converted, in `x-data.columns` (the
 * inputTable widget renders them per row). Columns have their own key space: `items.price` may coexist
 * with a main-form `price`.
 */
export function convertTable(
  field: FieldModel,
  config: FieldConfigModel,
  pos: Position,
  ctx: WalkContext,
): ConvertedNode {
  const tableConfig = { ...config, children: undefined, defaultValue: config.defaultValue ?? [] };
  const { key, node } = convertField(field, tableConfig, pos, ctx);
  const columnsPath = `${pos.jsonPath}.__config__.children`;
  const columns: ISchema[] = [];
  if (config.children !== undefined && !Array.isArray(config.children)) {
    ctx.report({ code: 'childrenNotArray', path: columnsPath, label: labelOf(config) });
  } else if (Array.isArray(config.children)) {
    const columnCtx: WalkContext = { ...ctx, keys: new KeyAllocator() };
    config.children.forEach((column: unknown, i) => {
      const jsonPath = `${columnsPath}[${i}]`;
      if (!isObject(column) || !isObject(column.__config__)) {
        ctx.report({ code: isObject(column) ? 'configMissing' : 'fieldNotObject', path: jsonPath });
        return;
      }
      const converted = convertField(
        column,
        column.__config__ as FieldConfigModel,
        { jsonPath, address: [], tableKey: key },
        columnCtx,
      );
      columns.push({ ...converted.node, name: converted.key });
    });
  }
  node.type = 'array';
  if (node.default === undefined) node.default = [];
  node['x-data'] = { ...(node['x-data'] as Record<string, unknown>), columns };
  // the table shows its title above itself (showTitle), not as a FormItem label eating a column of width; the
  // designer writes showLabel false on a table (it has no 显示标题 switch for it), so the label is read directly
  const title = labelOf(config);
  if (title !== '') {
    node['x-component-props'] = {
      ...node['x-component-props'],
      tableTitle: title,
      showTitle: config.showTitle !== false,
    };
    const {
      label: _label,
      labelWidth: _width,
      ...decorator
    } = (node['x-decorator-props'] ?? {}) as Record<string, unknown>;
    node['x-decorator-props'] = decorator;
    delete node.title;
  }
  return { key, node };
}

/** An unknown key with children: a visible placeholder, then its children in a grid so nothing is lost. */
export function convertUnknownContainer(
  field: FieldModel,
  config: FieldConfigModel,
  pos: Position,
  ctx: WalkContext,
  convertChildren: ConvertChildren,
): ConvertedNode {
  const key = ctx.keys.take(`${config.jnpfKey}_${config.formId ?? 'container'}_children`);
  const placeholder = convertField(field, config, { ...pos, address: [...pos.address, key] }, ctx);
  const children = convertChildren(
    config.children,
    { ...pos, jsonPath: `${pos.jsonPath}.__config__.children`, address: [...pos.address, key] },
    ctx,
  );
  const node = voidNode('GridLayout', {}, { span: spanOf(config, ctx), jnpfKey: UNKNOWN_WIDGET });
  node.properties = { [placeholder.key]: { ...placeholder.node, 'x-index': -1 }, ...children };
  return { key, node };
}
