import { BizError } from '../lib/envelope';

/**
 * Reading a designer formData (docs/widgets.md) on the server: the fields that store a value, their
 * labels, required flags and regList, wherever they sit inside layout containers. V2 key names are mapped to
 * their V3 names so both generations validate alike.
 */

export type FieldNode = Record<string, unknown> & {
  __config__?: Record<string, unknown>;
  __vModel__?: string;
};

export interface FormField {
  vModel: string;
  jnpfKey: string;
  label: string;
  required: boolean;
  noShow: boolean;
  regList: { pattern?: unknown; message?: unknown }[];
  node: FieldNode;
  /** child-table columns (jnpfKey 'table') */
  columns: FormField[];
}

export interface FormModel {
  formConf: Record<string, unknown>;
  fields: FormField[];
}

/** V2 (3.1) palette keys and their V3 names. */
export const V2_KEYS: Record<string, string> = {
  comInput: 'input',
  numInput: 'inputNumber',
  date: 'datePicker',
  time: 'timePicker',
  uploadFz: 'uploadFile',
  comSelect: 'organizeSelect',
  address: 'areaSelect',
  JNPFText: 'text',
};

/** Display-only widgets: no value of their own. */
export const DISPLAY_KEYS = new Set([
  'divider',
  'text',
  'link',
  'alert',
  'groupTitle',
  'button',
  'barcode',
  'qrcode',
  'iframe',
]);
/** Stored only when the designer ticks isStorage. */
const OPTIONAL_STORAGE_KEYS = new Set(['relationFormAttr', 'popupAttr', 'calculate']);
/** Filled by the server, whatever the client sends. */
export const SYSTEM_KEYS = new Set([
  'createUser',
  'createTime',
  'modifyUser',
  'modifyTime',
  'currOrganize',
  'currPosition',
  'billRule',
]);

export const keyOf = (node: FieldNode) => {
  const raw = String(node.__config__?.jnpfKey ?? '');
  return V2_KEYS[raw] ?? raw;
};

function stores(node: FieldNode, jnpfKey: string): boolean {
  if (typeof node.__vModel__ !== 'string' || node.__vModel__ === '') return false;
  if (DISPLAY_KEYS.has(jnpfKey)) return false;
  if (OPTIONAL_STORAGE_KEYS.has(jnpfKey)) return Number(node.isStorage) === 1 || node.isStorage === true;
  return true;
}

function toField(node: FieldNode, jnpfKey: string, columns: FormField[]): FormField {
  const config = node.__config__ ?? {};
  return {
    vModel: node.__vModel__ as string,
    jnpfKey,
    label: typeof config.label === 'string' && config.label ? config.label : (node.__vModel__ as string),
    required: config.required === true,
    noShow: config.noShow === true,
    regList: Array.isArray(config.regList) ? (config.regList as FormField['regList']) : [],
    node,
    columns,
  };
}

/** Depth-first walk through rows, cards, tabs, collapses and table grids. */
function collect(nodes: unknown, out: FormField[], depth = 0): void {
  if (!Array.isArray(nodes) || depth > 20) return;
  for (const raw of nodes) {
    if (!raw || typeof raw !== 'object') continue;
    const node = raw as FieldNode;
    const jnpfKey = keyOf(node);
    const children = node.__config__?.children;
    if (jnpfKey === 'table') {
      const columns: FormField[] = [];
      collect(children, columns, depth + 1);
      if (typeof node.__vModel__ === 'string' && node.__vModel__) out.push(toField(node, jnpfKey, columns));
      continue;
    }
    if (stores(node, jnpfKey)) out.push(toField(node, jnpfKey, []));
    if (Array.isArray(children)) collect(children, out, depth + 1);
  }
}

export function parseFormModel(formDataText: string): FormModel {
  let parsed: unknown;
  try {
    parsed = JSON.parse(formDataText || '{}');
  } catch {
    throw new BizError('表单配置格式不正确');
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new BizError('表单配置格式不正确');
  const formConf = parsed as Record<string, unknown>;
  const fields: FormField[] = [];
  collect(formConf.fields, fields);
  return { formConf, fields };
}

/** Every node of the model (containers included), for lookups such as the options of a field. */
export function allNodes(formConf: Record<string, unknown>): FieldNode[] {
  const out: FieldNode[] = [];
  const walk = (nodes: unknown, depth: number) => {
    if (!Array.isArray(nodes) || depth > 20) return;
    for (const node of nodes) {
      if (!node || typeof node !== 'object') continue;
      out.push(node as FieldNode);
      walk((node as FieldNode).__config__?.children, depth + 1);
    }
  };
  walk(formConf.fields, 0);
  return out;
}

/** Empty the way a required check sees it: nothing, blank text or an empty list. */
export function isEmptyValue(value: unknown): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}
