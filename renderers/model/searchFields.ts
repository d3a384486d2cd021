import dayjs from 'dayjs';
import type { FieldModel, FormModel } from '../formModel/types';
import type { ColumnItemModel, ModelSearchField, SearchItemModel, SearchKind } from './types';
import { jnpfKeyOf, labelOf, propOf } from './listItem';

/**
 * columnData.searchList → the search form of a model list (rendered by FormRenderer with the registry's
 * widgets) and its values → the List API's queryJson. searchType: 1 equal, 2 contains, 3 range.
 */

export const KEYWORD_FIELD = 'jnpfKeyword';
const SEARCH_SPAN = 6;

const KIND: Record<number, SearchKind> = { 1: 'equal', 2: 'contains', 3: 'range' };
const DATE_KEYS = new Set(['datePicker', 'createTime', 'modifyTime']);
const NUMBER_KEYS = new Set(['inputNumber', 'calculate', 'rate', 'slider']);
const TEXT_KEYS = new Set([
  'input',
  'textarea',
  'billRule',
  'editor',
  'createUser',
  'modifyUser',
  'currOrganize',
  'currPosition',
]);
const CHOICE_KEYS = new Set(['radio', 'checkbox', 'select']);

/** List settings of a searchList item that must not reach the search widget as props. */
const LIST_KEYS = new Set([
  'prop',
  'id',
  'label',
  'fullName',
  'jnpfKey',
  'value',
  'searchType',
  'searchMultiple',
  'isKeyword',
  'align',
  'fixed',
  'width',
  'sortable',
  'on',
  'style',
  'expression',
  'disabled',
  'readonly',
  'defaultValue',
  '__config__',
  '__vModel__',
  '__slot__',
]);

/** The widget that edits a search of this field: ranges get a range widget, choices a (multi) select. */
function searchKeyOf(jnpfKey: string, kind: SearchKind): string {
  if (kind === 'range') {
    if (DATE_KEYS.has(jnpfKey)) return 'dateRange';
    if (jnpfKey === 'timePicker') return 'timeRange';
    if (NUMBER_KEYS.has(jnpfKey)) return 'numberRange';
  }
  if (TEXT_KEYS.has(jnpfKey)) return 'input';
  if (CHOICE_KEYS.has(jnpfKey) || jnpfKey === 'switch') return 'select';
  if (DATE_KEYS.has(jnpfKey)) return 'datePicker';
  if (NUMBER_KEYS.has(jnpfKey)) return 'inputNumber';
  return jnpfKey;
}

function defaultKind(jnpfKey: string): SearchKind {
  if (DATE_KEYS.has(jnpfKey) || NUMBER_KEYS.has(jnpfKey) || jnpfKey === 'timePicker') return 'range';
  if (TEXT_KEYS.has(jnpfKey)) return 'contains';
  return 'equal';
}

/** A switch searches by its two states, offered as a select. */
function switchOptions(item: ColumnItemModel) {
  return [
    { id: item.activeValue ?? 1, fullName: typeof item.activeTxt === 'string' ? item.activeTxt : '开' },
    { id: item.inactiveValue ?? 0, fullName: typeof item.inactiveTxt === 'string' ? item.inactiveTxt : '关' },
  ];
}

export function toSearchField(item: SearchItemModel): ModelSearchField | undefined {
  const prop = propOf(item);
  const jnpfKey = jnpfKeyOf(item);
  if (!prop || !jnpfKey) return undefined;
  const kind = KIND[Number(item.searchType)] ?? defaultKind(jnpfKey);
  const searchKey = searchKeyOf(jnpfKey, kind);
  const label = labelOf(item);
  const multiple = item.searchMultiple === true && ['select', 'treeSelect', 'cascader'].includes(searchKey);
  const props: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(item)) if (!LIST_KEYS.has(key)) props[key] = value;
  const config = (item.__config__ ?? {}) as Record<string, unknown>;
  if (jnpfKey === 'switch') Object.assign(props, { options: switchOptions(item), props: undefined });
  if (searchKey === 'select' || searchKey === 'treeSelect' || searchKey === 'cascader') {
    Object.assign(props, { multiple, clearable: true, filterable: true });
  }
  if (searchKey === 'dateRange' && typeof props.format !== 'string') props.format = 'yyyy-MM-dd';
  if (searchKey === 'input') props.maxlength = undefined;
  const field: FieldModel = {
    ...props,
    placeholder: searchKey.endsWith('Range') ? undefined : props.placeholder,
    __vModel__: prop,
    __config__: {
      jnpfKey: searchKey,
      label,
      showLabel: true,
      span: SEARCH_SPAN,
      required: false,
      regList: [],
      defaultValue: undefined,
      dataType: jnpfKey === 'switch' ? 'static' : config.dataType,
      dictionaryType: config.dictionaryType,
      propsUrl: config.propsUrl,
      propsName: config.propsName,
      templateJson: config.templateJson,
    },
  };
  return { prop, label, jnpfKey, searchKey, kind, multiple, isKeyword: item.isKeyword === true, field };
}

export interface SearchModelMessages {
  keyword: string;
  keywordPlaceholder: string;
}

/** The search form as a model FormRenderer renders: four fields to a row, labels on the left. */
export function searchModel(
  fields: readonly ModelSearchField[],
  withKeyword: boolean,
  messages: SearchModelMessages,
): FormModel {
  const keyword: FieldModel = {
    __vModel__: KEYWORD_FIELD,
    placeholder: messages.keywordPlaceholder,
    clearable: true,
    __config__: { jnpfKey: 'input', label: messages.keyword, span: SEARCH_SPAN, required: false },
  };
  return {
    labelPosition: 'right',
    labelWidth: 90,
    gutter: 16,
    size: 'default',
    fields: [...(withKeyword ? [keyword] : []), ...fields.map((f) => f.field as FieldModel)],
  };
}

const isBlank = (v: unknown): boolean =>
  v === undefined || v === null || v === '' || (Array.isArray(v) && v.every(isBlank));

const UNITS: [RegExp, dayjs.OpUnitType][] = [
  [/s/, 'second'],
  [/m/, 'minute'],
  [/H|h/, 'hour'],
  [/d|D/, 'day'],
  [/M/, 'month'],
];

/** A date range's end covers its whole unit: 2024-05-01 … 2024-05-31 includes the 31st's afternoon. */
export function widenRangeEnd(end: unknown, format: unknown): unknown {
  if (typeof end !== 'number' || !Number.isFinite(end)) return end;
  const pattern = typeof format === 'string' && format ? format : 'yyyy-MM-dd';
  const unit = UNITS.find(([re]) => re.test(pattern))?.[1] ?? 'year';
  return dayjs(end).endOf(unit).valueOf();
}

export interface SearchQuery {
  keyword?: string;
  queryJson?: Record<string, unknown>;
}

/** The search form's values → keyword and queryJson; empty fields are left out (they do not filter). */
export function toSearchQuery(values: Record<string, unknown>, fields: readonly ModelSearchField[]): SearchQuery {
  const query: Record<string, unknown> = {};
  for (const field of fields) {
    let value = values[field.prop];
    if (isBlank(value)) continue;
    if (field.searchKey === 'dateRange' && Array.isArray(value)) {
      value = [value[0] ?? null, widenRangeEnd(value[1], (field.field as FieldModel).format) ?? null];
    }
    query[field.prop] = value;
  }
  const keyword = values[KEYWORD_FIELD];
  return {
    keyword: typeof keyword === 'string' && keyword.trim() ? keyword.trim() : undefined,
    queryJson: Object.keys(query).length ? query : undefined,
  };
}
