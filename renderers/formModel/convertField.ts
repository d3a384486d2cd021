import type { ISchema } from '@formily/react';
import { configSubset, designerProps, fieldScripts, isHiddenByDesign, labelOf, truthy } from './fieldParts';
import { buildFieldRules, requiredMessage } from './fieldRules';
import { clampSpan, toNumber } from './formConf';
import type { FieldConfigModel, FieldInfo, FieldModel } from './types';
import { COMPILE_OMITTED, type Position, type WalkContext } from './walkContext';

/** Component name of the placeholder for an unknown jnpfKey (exported by widgets/unavailable). */
export const UNKNOWN_WIDGET = 'UnknownWidget';

/** Widgets whose value is stored only with `isStorage` (the designer's dyStorageList). */
const STORAGE_OPTIONAL = new Set(['calculate', 'popupAttr', 'relationFormAttr']);

const warnedUnknown = new Set<string>();

/** Unknown keys are reported once per page, not once per render or per field. */
function warnUnknownOnce(key: string) {
  if (warnedUnknown.has(key)) return;
  warnedUnknown.add(key);
  console.warn(`[form model] unknown jnpfKey "${key}": rendered as a placeholder`);
}

const clone = <T>(value: T): T => (value === undefined ? value : structuredClone(value));

export interface ConvertedNode {
  key: string;
  node: ISchema;
}

/** span of a node: its own, else the form's default span (formConf.span) */
export function spanOf(config: FieldConfigModel, ctx: WalkContext): number {
  return clampSpan(toNumber(config.span, ctx.formConf.span));
}

/**
 * Which widget a field is and the key it is stored under. A missing or unknown jnpfKey and a vModel used twice
 * are reported; the field still converts (a placeholder widget, a de-duplicated key).
 */
function identify(field: FieldModel, config: FieldConfigModel, pos: Position, ctx: WalkContext) {
  const rawKey = typeof config.jnpfKey === 'string' ? config.jnpfKey : '';
  const entry = rawKey ? ctx.registry.get(rawKey) : undefined;
  const label = labelOf(config);
  if (!rawKey) ctx.report({ code: 'jnpfKeyMissing', path: `${pos.jsonPath}.__config__.jnpfKey`, label });
  else if (!entry) {
    ctx.report({ code: 'jnpfKeyUnknown', path: `${pos.jsonPath}.__config__.jnpfKey`, label, vars: { key: rawKey } });
    warnUnknownOnce(rawKey);
  }
  const vModel = typeof field.__vModel__ === 'string' && field.__vModel__.trim() ? field.__vModel__.trim() : undefined;
  const isVoid = entry ? entry.valueType === 'void' : !vModel;
  const key = ctx.keys.take(vModel ?? `${rawKey || 'field'}_${config.formId ?? ctx.fields.length + 1}`);
  if (vModel && key !== vModel) {
    ctx.report({ code: 'vModelDuplicate', path: pos.jsonPath, label, vars: { vModel } });
  }
  return { rawKey, entry, label, vModel, isVoid, key };
}

interface DecoratorInput {
  rawKey: string;
  key: string;
  label: string;
  unavailable: boolean;
  showLabel: boolean;
}

/** The FormItem's props: the label (with suffix, tooltip, width) and the data-* attributes tests and styles use. */
function decoratorPropsOf(
  config: FieldConfigModel,
  ctx: WalkContext,
  { rawKey, key, label, unavailable, showLabel }: DecoratorInput,
): Record<string, unknown> {
  const decoratorProps: Record<string, unknown> = {
    'data-jnpf-key': rawKey || 'unknown',
    'data-field': key,
  };
  if (unavailable) decoratorProps['data-unavailable'] = 'true';
  if (showLabel) {
    decoratorProps.label = label + ctx.formConf.labelSuffix;
    if (typeof config.tipLabel === 'string' && config.tipLabel) decoratorProps.tooltip = config.tipLabel;
    const labelWidth = toNumber(config.labelWidth, NaN);
    if (ctx.formConf.labelPosition !== 'top' && Number.isFinite(labelWidth) && labelWidth > 0) {
      decoratorProps.labelWidth = labelWidth;
    }
  }
  return decoratorProps;
}

/** A leaf widget (anything that is not a layout container or a child table) → schema node + FieldInfo. */
export function convertField(
  field: FieldModel,
  config: FieldConfigModel,
  pos: Position,
  ctx: WalkContext,
): ConvertedNode {
  const { rawKey, entry, label, vModel, isVoid, key } = identify(field, config, pos, ctx);
  const props = designerProps(field, config);
  const modelDefault = config.defaultValue !== undefined ? config.defaultValue : entry?.defaultValue;
  const multiple =
    Array.isArray(modelDefault) || Array.isArray(entry?.emptyValue) || (props.multiple === true && !isVoid);
  const emptyValue = multiple && !Array.isArray(entry?.emptyValue) ? [] : entry?.emptyValue;
  const message = requiredMessage(label, props.placeholder, multiple, ctx.lang, rawKey);
  const rules = isVoid
    ? []
    : buildFieldRules({
        config,
        label,
        requiredMessage: message,
        lang: ctx.lang,
        jsonPath: pos.jsonPath,
        report: ctx.report,
      });
  const on = fieldScripts(field);
  const unavailable = !entry || entry.unavailable === true;
  const config_ = configSubset(config);
  const showLabel = config.showLabel !== false && label !== '';

  const decoratorProps = decoratorPropsOf(config, ctx, { rawKey, key, label, unavailable, showLabel });
  const node: ISchema = {
    type: isVoid ? 'void' : (entry?.valueType ?? undefined),
    'x-decorator': 'FormItem',
    'x-decorator-props': decoratorProps,
    'x-component': entry ? rawKey : UNKNOWN_WIDGET,
    'x-component-props': entry ? props : { ...props, jnpfKey: rawKey, label },
    'x-data': { span: spanOf(config, ctx), jnpfKey: rawKey, on, config: config_ },
    'x-compile-omitted': COMPILE_OMITTED,
  };
  if (showLabel) node.title = label;
  if (!isVoid && modelDefault !== undefined) node.default = clone(modelDefault);
  if (rules.length) node['x-validator'] = rules;
  if (field.disabled === true) node['x-disabled'] = true;
  if (isHiddenByDesign(config)) node['x-display'] = 'hidden';

  const stored = !isVoid && !!vModel && !(STORAGE_OPTIONAL.has(rawKey) && !truthy(props.isStorage ?? config.isStorage));
  const dataPath = pos.tableKey ? `${pos.tableKey}.${key}` : key;
  ctx.fields.push({
    key,
    vModel,
    jnpfKey: rawKey,
    label,
    path: dataPath,
    address: [...pos.address, key].join('.'),
    defaultValue: clone(modelDefault),
    emptyValue,
    isVoid,
    stored,
    required: config.required === true && !isVoid,
    requiredMessage: message,
    multiple,
    on,
    props,
    config: config_,
    tableKey: pos.tableKey,
    unknown: !entry || undefined,
    unavailable: unavailable || undefined,
  });
  return { key, node };
}

export type { FieldInfo };
