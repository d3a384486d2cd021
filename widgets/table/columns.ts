import type { ISchema } from '@formily/react';
import { formatMessage, type EngineLanguage } from '../../engine-core/i18n';
import { tableMessages } from './messages';
import { boundBreach } from '../../contract/numberBounds';
import { boundBreachText } from '../shared/numberBoundMessages';

/** One column of the child table, read from the converted column schema (x-data.columns). */
export interface TableColumn {
  /** the column's field name inside a row (its __vModel__) */
  key: string;
  label: string;
  jnpfKey: string;
  /** the cell's schema: the column's own, without label, FormItem or validators (the table checks cells) */
  cell: ISchema;
  width?: number;
  align: 'left' | 'center' | 'right';
  fixed?: 'left' | 'right';
  hidden: boolean;
  required: boolean;
  requiredMessage: string;
  patterns: { pattern: RegExp; message: string }[];
  /** the widget's own check of a non-empty value (a number's min / max), '' when fine */
  valueCheck?: (value: unknown) => string;
  defaultValue: unknown;
  /** thousands separators in the summary */
  thousands: boolean;
}

/** A grouped header (complexHeaderList): a title over some columns. */
export interface HeaderGroup {
  title: string;
  align: TableColumn['align'];
  columns: string[];
}

type Config = Record<string, unknown>;
interface Rule {
  required?: boolean;
  pattern?: unknown;
  message?: string;
}

const alignOf = (value: unknown): TableColumn['align'] => (value === 'center' || value === 'right' ? value : 'left');

function widthOf(value: unknown): number | undefined {
  const number = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(number) && number > 0 ? number : undefined;
}

function toRegExp(pattern: unknown): RegExp | undefined {
  if (pattern instanceof RegExp) return pattern;
  if (typeof pattern !== 'string' || !pattern) return undefined;
  const literal = /^\/(.*)\/([gimsuy]*)$/.exec(pattern);
  try {
    return literal ? new RegExp(literal[1], literal[2].replace('g', '')) : new RegExp(pattern);
  } catch {
    return undefined;
  }
}

/**
 * A number column's min / max, checked in every row by the table (a cell's widget checks only while it is
 * mounted, and a cell shows its view until it is worked in): the same words as the widget's.
 */
function numberBoundCheck(min: unknown, max: unknown, lang: EngineLanguage) {
  if ((min === undefined || min === null) && (max === undefined || max === null)) return undefined;
  return (value: unknown) => boundBreachText(boundBreach(value, min, max), lang);
}

export function tableColumnOf(node: ISchema, lang: EngineLanguage): TableColumn | undefined {
  const key = typeof node.name === 'string' ? node.name : undefined;
  if (!key || node.type === 'void') return undefined;
  const data = (node['x-data'] ?? {}) as { jnpfKey?: string; config?: Config };
  const config = data.config ?? {};
  const props = (node['x-component-props'] ?? {}) as Record<string, unknown>;
  const label = typeof config.label === 'string' ? config.label : typeof node.title === 'string' ? node.title : key;
  const rules = (Array.isArray(node['x-validator']) ? node['x-validator'] : []) as Rule[];
  const patterns = rules.flatMap((rule) => {
    const pattern = toRegExp(rule.pattern);
    return pattern ? [{ pattern, message: rule.message ?? '' }] : [];
  });
  const {
    title: _title,
    'x-decorator': _decorator,
    'x-decorator-props': _decoratorProps,
    'x-validator': _validator,
    required: _required,
    ...cell
  } = node;
  const fixed = config.tableFixed === 'left' || config.tableFixed === 'right' ? config.tableFixed : undefined;
  const jnpfKey = data.jnpfKey ?? String(node['x-component'] ?? '');
  return {
    key,
    label,
    jnpfKey,
    cell,
    width: widthOf(config.columnWidth),
    align: alignOf(config.tableAlign),
    fixed,
    hidden: node['x-display'] === 'hidden' || node['x-hidden'] === true,
    required: config.required === true || rules.some((rule) => rule.required === true),
    // the child table says "<label>不能为空" whatever the placeholder (the platform's InputTable)
    requiredMessage: formatMessage(tableMessages.required, { label }, lang),
    patterns,
    valueCheck: jnpfKey === 'inputNumber' ? numberBoundCheck(props.min, props.max, lang) : undefined,
    defaultValue: node.default,
    thousands: props.thousands === true || props.thousands === 1,
  };
}

export function tableColumnsOf(nodes: readonly ISchema[], lang: EngineLanguage): TableColumn[] {
  return nodes.flatMap((node) => {
    const column = tableColumnOf(node, lang);
    return column ? [column] : [];
  });
}

/** complexHeaderList → groups that name at least one known column, each column in one group only. */
export function headerGroupsOf(list: unknown, columns: readonly TableColumn[]): HeaderGroup[] {
  if (!Array.isArray(list)) return [];
  const known = new Set(columns.map((c) => c.key));
  const taken = new Set<string>();
  const groups: HeaderGroup[] = [];
  for (const item of list as Config[]) {
    if (!item || typeof item !== 'object') continue;
    const names = (Array.isArray(item.childColumns) ? item.childColumns : []).filter(
      (name): name is string => typeof name === 'string' && known.has(name) && !taken.has(name),
    );
    if (!names.length) continue;
    names.forEach((name) => taken.add(name));
    groups.push({ title: String(item.fullName ?? ''), align: alignOf(item.align), columns: names });
  }
  return groups;
}

/** A new row: every column's default (copied, so rows never share an array or object). */
export function newRow(columns: readonly TableColumn[]): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const column of columns) {
    if (column.defaultValue !== undefined && column.defaultValue !== null)
      row[column.key] = structuredClone(column.defaultValue);
  }
  return row;
}
