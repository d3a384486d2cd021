import { boundBreach, rangeReversed } from '../../contract/numberBounds';
import { parsePattern } from '../../contract/regexPattern';
import { BizError } from '../lib/envelope';
import { isEmptyValue, SYSTEM_KEYS, type FormField } from './formModel';
import { isLocationValue } from './location/locationValue';

/**
 * Server-side re-validation of a record against its model: what the form checks in the browser (required,
 * regList) is checked again here, because a request can be sent without the form. The first problem is
 * reported with the same words the form uses; nothing is written when anything fails.
 */

const cache = new Map<string, RegExp | null>();

/**
 * A designer pattern ('/body/flags' text or a bare body) read by the form's own parser (contract/regexPattern.ts);
 * one the form would skip as unusable is skipped here too, never thrown.
 */
export function patternOf(pattern: unknown): RegExp | null {
  if (pattern instanceof RegExp) return pattern;
  if (typeof pattern !== 'string' || pattern === '') return null;
  if (!cache.has(pattern)) {
    const parsed = parsePattern(pattern);
    cache.set(pattern, parsed.ok ? parsed.regex : null);
  }
  return cache.get(pattern) ?? null;
}

/** Widgets whose value is a list; select-like widgets too when `multiple` is on. */
const LIST_KEYS = new Set([
  'checkbox',
  'cascader',
  'dateRange',
  'timeRange',
  'numberRange',
  'uploadFile',
  'uploadImg',
  'areaSelect',
  'organizeSelect',
]);
const MULTIPLE_KEYS = new Set([
  'select',
  'treeSelect',
  'depSelect',
  'posSelect',
  'userSelect',
  'roleSelect',
  'groupSelect',
  'usersSelect',
]);
const NUMBER_KEYS = new Set(['inputNumber', 'rate', 'slider', 'calculate', 'datePicker']);
const TEXT_KEYS = new Set([
  'input',
  'textarea',
  'editor',
  'radio',
  'switch',
  'colorPicker',
  'timePicker',
  'select',
  'treeSelect',
]);

const isNumberLike = (v: unknown) =>
  (typeof v === 'number' && Number.isFinite(v)) ||
  (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)));

/** A value of the widget's kind: a list, a number, or plain text; other widgets are not checked. */
function shapeOk(field: FormField, value: unknown): boolean {
  const list = LIST_KEYS.has(field.jnpfKey) || (MULTIPLE_KEYS.has(field.jnpfKey) && field.node.multiple === true);
  if (list) return Array.isArray(value);
  if (NUMBER_KEYS.has(field.jnpfKey)) return isNumberLike(value);
  if (TEXT_KEYS.has(field.jnpfKey)) return ['string', 'number', 'boolean'].includes(typeof value);
  if (field.jnpfKey === 'location') return isLocationValue(value);
  return true;
}

/** min/max and a reversed range, as the number widgets refuse them (never clamped; contract/numberBounds.ts). */
function boundsProblem(field: FormField, value: unknown): string | null {
  if (field.jnpfKey !== 'inputNumber' && field.jnpfKey !== 'numberRange') return null;
  const ends = field.jnpfKey === 'numberRange' && Array.isArray(value) ? value.slice(0, 2) : [value];
  for (const end of ends) {
    const breach = boundBreach(end, field.node.min, field.node.max);
    if (breach) return `${field.label}${breach.bound === 'max' ? '不能大于' : '不能小于'}${breach.limit}`;
  }
  return field.jnpfKey === 'numberRange' && rangeReversed(value) ? `${field.label}最小值不能大于最大值` : null;
}

function checkValue(field: FormField, value: unknown): string | null {
  if (isEmptyValue(value)) return field.required && !field.noShow ? `${field.label}不能为空` : null;
  if (!shapeOk(field, value)) return `${field.label}格式不正确`;
  const outOfBounds = boundsProblem(field, value);
  if (outOfBounds) return outOfBounds;
  for (const rule of field.regList) {
    const regex = patternOf(rule.pattern);
    if (!regex) continue;
    const texts = Array.isArray(value) ? value : [value];
    for (const text of texts) {
      if ((typeof text === 'string' || typeof text === 'number') && !regex.test(String(text))) {
        return typeof rule.message === 'string' && rule.message ? rule.message : `${field.label}格式不正确`;
      }
    }
  }
  return null;
}

function checkTable(field: FormField, value: unknown): string | null {
  if (isEmptyValue(value)) return field.required && !field.noShow ? `${field.label}不能为空` : null;
  if (!Array.isArray(value) || !value.every((row) => row && typeof row === 'object' && !Array.isArray(row))) {
    return `${field.label}格式不正确`;
  }
  for (const row of value as Record<string, unknown>[]) {
    for (const column of field.columns) {
      if (SYSTEM_KEYS.has(column.jnpfKey)) continue;
      const problem = checkValue(column, row[column.vModel]);
      if (problem) return problem;
    }
  }
  return null;
}

/** Throws the first problem of the record, or returns when it is acceptable. */
export function assertRecordValid(fields: FormField[], data: Record<string, unknown>): void {
  for (const field of fields) {
    if (SYSTEM_KEYS.has(field.jnpfKey)) continue;
    const problem =
      field.jnpfKey === 'table' ? checkTable(field, data[field.vModel]) : checkValue(field, data[field.vModel]);
    if (problem) throw new BizError(problem);
  }
}

/** The stored document keeps only the model's own fields (and the `<field>_id` twin of picker widgets). */
export function pickModelValues(fields: FormField[], data: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    if (field.vModel in data) out[field.vModel] = data[field.vModel];
    const twin = `${field.vModel}_id`;
    if (['relationForm', 'popupSelect'].includes(field.jnpfKey) && twin in data) out[twin] = data[twin];
  }
  return out;
}

/** The body's `data` is JSON text of an object. */
export function parseRecordData(text: string): Record<string, unknown> {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new BizError('表单数据格式不正确');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError('表单数据格式不正确');
  return parsed as Record<string, unknown>;
}
