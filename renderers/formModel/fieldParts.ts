import type { FieldConfigModel, FieldModel, FieldScripts } from './types';
import { isObject } from './walkContext';

/**
 * The pieces of a field that become schema parts: designer props → x-component-props, __config__ → x-data.config,
 * `on` → x-data.on. Shared by leaf widgets, containers and child-table columns.
 */

/** Keys that never reach the component: engine data, inline styles, the value itself, the disabled state. */
const DROPPED_PROPS = new Set(['on', 'style', 'disabled', 'defaultValue']);

/**
 * __config__ keys widgets read from their props (docs/widgets.md: options source, date/time bounds, bill rule,
 * child-table header). A designer prop of the same name wins (popupSelect keeps templateJson as a prop).
 */
export const CONFIG_PROP_KEYS = [
  'dataType',
  'dictionaryType',
  'propsUrl',
  'propsName',
  'templateJson',
  'startTimeRule',
  'startTimeType',
  'startTimeTarget',
  'startTimeValue',
  'startRelationField',
  'endTimeRule',
  'endTimeType',
  'endTimeTarget',
  'endTimeValue',
  'endRelationField',
  'defaultCurrent',
  'rule',
  'ruleName',
  'ruleConfig',
  'showTitle',
  'complexHeaderList',
] as const;

/** __config__ keys the runtime never needs (children are converted, rules are built). */
const CONFIG_DROPPED = new Set(['children', 'regList', 'tag', 'tagIcon', 'renderKey', 'dragDisabled', 'layout']);

export function designerProps(field: FieldModel, config: FieldConfigModel): Record<string, unknown> {
  const props: Record<string, unknown> = {};
  for (const key of CONFIG_PROP_KEYS) {
    if (config[key] !== undefined) props[key] = config[key];
  }
  for (const [key, value] of Object.entries(field)) {
    if (key.startsWith('__') || DROPPED_PROPS.has(key) || value === undefined) continue;
    props[key] = value;
  }
  return props;
}

export function configSubset(config: FieldConfigModel): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(config)) {
    if (!CONFIG_DROPPED.has(key) && value !== undefined) out[key] = value;
  }
  return out;
}

const SCRIPT_EVENTS = ['change', 'blur', 'click', 'tabClick'] as const;

/** Script sources of the field; blank templates are dropped so no event handler is wired for nothing. */
export function fieldScripts(field: FieldModel): FieldScripts {
  const on: FieldScripts = {};
  if (!isObject(field.on)) return on;
  for (const event of SCRIPT_EVENTS) {
    const source = field.on[event];
    if (typeof source === 'string' && source.trim()) on[event] = source;
  }
  return on;
}

/** Hidden by design: noShow, or not visible on PC. Hidden fields keep (and submit) their values. */
export function isHiddenByDesign(config: FieldConfigModel): boolean {
  if (config.noShow === true) return true;
  return Array.isArray(config.visibility) && !config.visibility.includes('pc');
}

export function labelOf(config: FieldConfigModel): string {
  return typeof config.label === 'string' ? config.label : '';
}

export function truthy(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true';
}
