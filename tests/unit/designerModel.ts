import {
  FIXED_CONFIG_KEYS,
  FORM_CONF,
  NO_LABEL_SWITCH,
  PALETTE,
  SCRIPT_TEMPLATE,
  UNSET,
  type PaletteEntry,
} from './designerPalette';

/**
 * A model as the form designer saves it (tests/unit/designerPalette.ts): `designerFormData` rewrites a formData in
 * the designer's keys, order and fixed defaults, keeping every value a designer can set; `paletteProblems` lists
 * where a model differs from what the designer would write.
 */

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

/** V2 (3.1.0) models keep their own keys; only their jnpfKeys and labels are checked (see paletteProblems). */
export const V2_KEYS = new Set(
  'comInput textarea numInput switch radio checkbox select cascader time date uploadFz uploadImg colorPicker rate slider divider JNPFText editor comSelect depSelect posSelect userSelect treeSelect billRule table address createUser createTime modifyUser modifyTime currOrganize currDept currPosition groupTitle card row tab collapse'.split(
    ' ',
  ),
);
const V2_DISPLAY = new Set(['groupTitle', 'divider', 'JNPFText']);

export const isV2Model = (formData: Json) => 'formBtns' in formData;

/** pane and cell keys of tab, collapse and tableGrid, in the order the designer writes them */
const PANE_CONFIG: Record<string, string[]> = {
  tabItem: ['jnpfKey', 'children'],
  collapseItem: ['jnpfKey', 'children'],
  tableGridTr: ['jnpfKey', 'children'],
  tableGridTd: ['jnpfKey', 'merged', 'colspan', 'rowspan', 'children', 'backgroundColor'],
};
const TD_DEFAULTS: Json = { merged: false, colspan: 1, rowspan: 1, children: [], backgroundColor: '' };

/** what the designer appends to a dropped widget's __config__, in order */
const APPENDED = ['formId', 'renderKey', 'componentName', 'isSubTable', 'parentVModel', 'relationTable'];
/** set later from the style pane on a child-table column (控件宽度) */
const COLUMN_SET = ['columnWidth'];

function pane(item: Json, convertChildren: (list: unknown) => unknown[]): Json {
  const source = isObject(item.__config__) ? item.__config__ : {};
  const key = String(source.jnpfKey);
  const config: Json = {};
  for (const name of PANE_CONFIG[key] ?? ['jnpfKey', 'children']) {
    if (name === 'children') config.children = convertChildren(source.children);
    else if (name in source) config[name] = source[name];
    else if (key === 'tableGridTd' && name in TD_DEFAULTS) config[name] = TD_DEFAULTS[name];
  }
  for (const name of ['formId', 'renderKey']) if (name in source) config[name] = source[name];
  const out: Json = {};
  if (key !== 'tableGridTr' && key !== 'tableGridTd') {
    if ('title' in item) out.title = item.title;
    if ('name' in item) out.name = item.name;
  }
  out.__config__ = config;
  return out;
}

function childrenOf(key: string, field: Json, list: unknown): unknown[] {
  if (!Array.isArray(list)) return [];
  if (key === 'tab' || key === 'collapse') return list.map((p) => (isObject(p) ? pane(p, (l) => fields(l)) : p));
  if (key === 'tableGrid') {
    const cells = (l: unknown) =>
      Array.isArray(l) ? l.map((td) => (isObject(td) ? pane(td, (c) => fields(c)) : td)) : [];
    return list.map((tr) => (isObject(tr) ? pane(tr, cells) : tr));
  }
  return fields(list, key === 'table' ? field : undefined);
}

const fields = (list: unknown, table?: Json): unknown[] =>
  Array.isArray(list) ? list.map((f) => (isObject(f) ? designerField(f, table) : f)) : [];

function designerConfig(entry: PaletteEntry, key: string, field: Json, source: Json, table?: Json): Json {
  const config: Json = {};
  for (const [name, initial] of entry.config) {
    const fixed = FIXED_CONFIG_KEYS.includes(name) || (name === 'showLabel' && NO_LABEL_SWITCH.has(key));
    if (name === 'children') config.children = childrenOf(key, field, source.children);
    else if (!fixed && name in source && source[name] !== undefined) config[name] = source[name];
    else if (initial !== UNSET) config[name] = structuredClone(initial);
  }
  const layout = config.layout;
  for (const name of APPENDED) {
    if (name === 'componentName' && layout === 'rowFormItem') config.componentName = `${key}${String(source.formId)}`;
    else if (name === 'isSubTable' && table) config.isSubTable = true;
    else if (name === 'parentVModel' && table) config.parentVModel = table.__vModel__;
    else if ((name === 'formId' || name === 'renderKey') && name in source) config[name] = source[name];
  }
  for (const name of COLUMN_SET) if (table && source[name] !== undefined) config[name] = source[name];
  // a row has no children in the palette: the designer gives it its list when it is dropped
  if (!('children' in config) && layout === 'rowFormItem') config.children = childrenOf(key, field, source.children);
  return config;
}

/** One field as the designer writes it; a field of a widget outside the palette is returned unchanged. */
export function designerField(field: Json, table?: Json): Json {
  const source = isObject(field.__config__) ? field.__config__ : {};
  const key = String(source.jnpfKey);
  const entry = PALETTE[key];
  if (!entry) return field;
  const out: Json = { __config__: designerConfig(entry, key, field, source, table) };
  if (entry.on.length) {
    const scripts = isObject(field.on) ? field.on : {};
    out.on = Object.fromEntries(
      entry.on.map((event) => [event, typeof scripts[event] === 'string' ? scripts[event] : SCRIPT_TEMPLATE]),
    );
  }
  for (const [name, initial] of entry.props) {
    if (name in field && field[name] !== undefined) out[name] = field[name];
    else if (initial !== UNSET) out[name] = structuredClone(initial);
  }
  if (typeof field.__vModel__ === 'string') out.__vModel__ = field.__vModel__;
  return out;
}

/** The formData as the designer saves it (V2 models are returned as they are). */
export function designerFormData(formData: Json): Json {
  if (isV2Model(formData)) return formData;
  const out: Json = {};
  for (const [name, initial] of FORM_CONF) {
    if (name === 'fields') out.fields = fields(formData.fields);
    else out[name] = name in formData ? formData[name] : structuredClone(initial);
  }
  return out;
}

const keysOf = (value: unknown) => (isObject(value) ? Object.keys(value) : []);
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** Where `actual` differs from what the designer writes (`expected`): its keys, their order, fixed values. */
function compare(actual: unknown, expected: unknown, path: string, out: string[]) {
  if (!isObject(actual) || !isObject(expected)) {
    if (!same(actual, expected))
      out.push(`${path}: ${JSON.stringify(actual)}; the designer writes ${JSON.stringify(expected)}`);
    return;
  }
  const have = keysOf(actual);
  const want = keysOf(expected);
  const extra = have.filter((k) => !want.includes(k));
  const missing = want.filter((k) => !have.includes(k));
  if (extra.length) out.push(`${path}: keys the designer does not write: ${extra.join(', ')}`);
  if (missing.length) out.push(`${path}: keys the designer writes are missing: ${missing.join(', ')}`);
  if (!extra.length && !missing.length && !same(have, want)) {
    out.push(`${path}: keys in the order ${have.join(', ')}; the designer writes ${want.join(', ')}`);
  }
  for (const k of have.filter((name) => want.includes(name))) {
    if (same(actual[k], expected[k])) continue;
    if (Array.isArray(actual[k]) && Array.isArray(expected[k]) && k !== 'children' && k !== 'fields') {
      out.push(`${path}.${k}: ${JSON.stringify(actual[k])}; the designer writes ${JSON.stringify(expected[k])}`);
    } else if (Array.isArray(actual[k]) && Array.isArray(expected[k])) {
      (actual[k] as unknown[]).forEach((item, i) =>
        compare(item, (expected[k] as unknown[])[i], `${path}.${k}[${i}]`, out),
      );
    } else compare(actual[k], expected[k], `${path}.${k}`, out);
  }
}

function v2Problems(list: unknown, path: string, out: string[]) {
  if (!Array.isArray(list)) return;
  list.forEach((field, i) => {
    const config = isObject(field) && isObject(field.__config__) ? field.__config__ : {};
    const at = `${path}[${i}]`;
    const key = config.jnpfKey;
    if (typeof key === 'string' && !V2_KEYS.has(key) && key !== 'tabItem' && key !== 'collapseItem') {
      out.push(`${at}.__config__.jnpfKey: "${key}" is not a V2 designer key`);
    }
    if (typeof key === 'string' && V2_DISPLAY.has(key) && config.showLabel !== false) {
      out.push(`${at}.__config__.showLabel: a ${key} shows no label in the designer (false)`);
    }
    v2Problems(config.children, `${at}.__config__.children`, out);
  });
}

function unknownKeys(list: unknown, path: string, out: string[]) {
  if (!Array.isArray(list)) return;
  list.forEach((field, i) => {
    const config = isObject(field) && isObject(field.__config__) ? field.__config__ : {};
    const key = String(config.jnpfKey);
    if (!PALETTE[key] && !PANE_CONFIG[key])
      out.push(`${path}[${i}].__config__.jnpfKey: "${key}" is not in the palette`);
    unknownKeys(config.children, `${path}[${i}].__config__.children`, out);
  });
}

/** Every difference between a model and what the designer saves for it ([] when it could have come from it). */
export function paletteProblems(formData: Json): string[] {
  const out: string[] = [];
  if (isV2Model(formData)) {
    v2Problems(formData.fields, 'fields', out);
    return out;
  }
  unknownKeys(formData.fields, 'fields', out);
  compare(formData, designerFormData(formData), 'formData', out);
  return out;
}
