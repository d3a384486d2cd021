import type { Db } from '../db/client';
import { selectorItems } from './dictionaryData';
import { requireInterface, rowsOf, runInterface } from './dataInterfaceRun';
import { parseFormModel, type FieldNode, type FormField } from './formModel';
import { requireRecord } from './onlineRecords';
import { requireModel } from './visualdevModels';

/**
 * GET OnlineDev/{modelId}/{id}/DataChange: the record with display values for a detail page: option labels
 * instead of ids (static, dictionary or data-interface options), formatted dates, switch texts. A lookup that
 * fails (an interface gone, a dictionary deleted) shows the raw value rather than failing the page.
 */

type Option = Record<string, unknown>;
const OPTION_KEYS = new Set(['radio', 'checkbox', 'select', 'cascader', 'treeSelect']);

const pad = (n: number, w = 2) => String(n).padStart(w, '0');

/** Formats an epoch-ms instant with the designer's yyyy-MM-dd HH:mm:ss style tokens, in server time. */
export function formatInstant(ms: unknown, format = 'yyyy-MM-dd HH:mm:ss'): string {
  const n = typeof ms === 'number' ? ms : typeof ms === 'string' && /^\d+$/.test(ms) ? Number(ms) : NaN;
  if (!Number.isFinite(n)) return ms === null || ms === undefined ? '' : String(ms);
  const d = new Date(n);
  const values: Record<string, string> = {
    yyyy: String(d.getFullYear()),
    YYYY: String(d.getFullYear()),
    MM: pad(d.getMonth() + 1),
    dd: pad(d.getDate()),
    DD: pad(d.getDate()),
    HH: pad(d.getHours()),
    mm: pad(d.getMinutes()),
    ss: pad(d.getSeconds()),
  };
  return format.replace(/yyyy|YYYY|MM|dd|DD|HH|mm|ss/g, (t) => values[t]);
}

/** Which keys of a field's options hold the value, the label and the children (shared with spreadsheet import). */
export function propsOf(node: FieldNode): { value: string; label: string; children: string } {
  // V3: props {value,label,children}; V2: props.props {value,label,children}
  const props = (node.props ?? {}) as Record<string, unknown>;
  const inner = (props.props ?? props) as Record<string, unknown>;
  return {
    value: typeof inner.value === 'string' ? inner.value : 'id',
    label: typeof inner.label === 'string' ? inner.label : 'fullName',
    children: typeof inner.children === 'string' ? inner.children : 'children',
  };
}

/** A data-interface field's parameters for one record: sourceType 1 takes another field of the record. */
export function paramsFor(node: FieldNode, record: Record<string, unknown>) {
  const template = node.__config__?.templateJson;
  if (!Array.isArray(template)) return [];
  return (template as Record<string, unknown>[]).map((t) => ({
    field: String(t.field ?? ''),
    defaultValue:
      Number(t.sourceType) === 1 && typeof t.relationField === 'string' ? record[t.relationField] : t.defaultValue,
  }));
}

async function optionsOf(db: Db, node: FieldNode, record: Record<string, unknown>, userId: string): Promise<Option[]> {
  const config = node.__config__ ?? {};
  try {
    if (config.dataType === 'dictionary' && typeof config.dictionaryType === 'string' && config.dictionaryType) {
      return (await selectorItems(db, config.dictionaryType)) as Option[];
    }
    if (config.dataType === 'dynamic' && typeof config.propsUrl === 'string' && config.propsUrl) {
      const row = await requireInterface(db, config.propsUrl);
      return rowsOf(await runInterface(db, row, paramsFor(node, record), { userId }));
    }
  } catch {
    return [];
  }
  const slot = (node.__slot__ ?? {}) as { options?: unknown };
  const options = Array.isArray(node.options) ? node.options : slot.options;
  return Array.isArray(options) ? (options as Option[]) : [];
}

function labelOf(options: Option[], value: unknown, keys: ReturnType<typeof propsOf>): string | undefined {
  for (const option of options) {
    if (String(option[keys.value]) === String(value)) return String(option[keys.label] ?? '');
    const children = option[keys.children];
    if (Array.isArray(children)) {
      const found = labelOf(children as Option[], value, keys);
      if (found !== undefined) return found;
    }
  }
  return undefined;
}

export async function displayValue(
  db: Db,
  field: FormField,
  value: unknown,
  record: Record<string, unknown>,
  userId: string,
) {
  const node = field.node;
  if (value === undefined || value === null || value === '') return value ?? '';
  if (OPTION_KEYS.has(field.jnpfKey)) {
    const keys = propsOf(node);
    const options = await optionsOf(db, node, record, userId);
    const label = (v: unknown) => labelOf(options, v, keys) ?? String(v);
    if (field.jnpfKey === 'cascader' && Array.isArray(value)) {
      const paths = node.multiple === true ? (value as unknown[]) : [value];
      return paths.map((p) => (Array.isArray(p) ? p.map(label).join('/') : label(p))).join(';');
    }
    return Array.isArray(value) ? value.map(label).join(',') : label(value);
  }
  switch (field.jnpfKey) {
    case 'switch':
      return String(value) === String(node.activeValue ?? 1)
        ? String(node.activeTxt ?? '开')
        : String(node.inactiveTxt ?? '关');
    case 'datePicker':
      return formatInstant(value, typeof node.format === 'string' ? node.format : 'yyyy-MM-dd');
    case 'createTime':
    case 'modifyTime':
      return formatInstant(value);
    case 'dateRange':
      return Array.isArray(value)
        ? value.map((v) => formatInstant(v, typeof node.format === 'string' ? node.format : 'yyyy-MM-dd')).join(' 至 ')
        : value;
    case 'timeRange':
      return Array.isArray(value) ? value.join(' 至 ') : value;
    case 'numberRange':
      return Array.isArray(value) ? value.join(' ~ ') : value;
    default:
      return value;
  }
}

export async function recordDisplay(db: Db, modelId: string, id: string, userId: string) {
  const model = await requireModel(db, modelId);
  const record = await requireRecord(db, modelId, id);
  const { fields } = parseFormModel(model.formData);
  const out: Record<string, unknown> = { ...record.data };
  for (const field of fields) {
    if (field.jnpfKey === 'table') continue;
    out[field.vModel] = await displayValue(db, field, record.data[field.vModel], record.data, userId);
  }
  return { id: record.id, data: JSON.stringify(out) };
}
