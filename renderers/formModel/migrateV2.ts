import type { FieldModel, FormModel } from './types';

/**
 * V2 (3.1.0) → V3 key names and prop shapes (docs/widgets.md, "V2 key migration"). Pure and idempotent: a V3 model
 * passes through unchanged (as a copy), so the adapter can always run it first.
 */
export const V2_KEY_MAP: Readonly<Record<string, string>> = {
  comInput: 'input',
  numInput: 'inputNumber',
  date: 'datePicker',
  time: 'timePicker',
  uploadFz: 'uploadFile',
  comSelect: 'organizeSelect',
  address: 'areaSelect',
  JNPFText: 'text',
};

/** V2 element-ui tags of containers whose jnpfKey may be missing in old data */
const V2_TAG_MAP: Readonly<Record<string, string>> = { 'el-tab': 'tab', 'el-tabs': 'tab', 'el-collapse': 'collapse' };

/** kebab-case props whose V3 name is not simply their camelCase */
const PROP_RENAMES: Readonly<Record<string, string>> = {
  'show-word-limit': 'showCount',
  autosize: 'autoSize',
};

const SIZES: Readonly<Record<string, string>> = { medium: 'default', mini: 'small' };

export interface MigrationNote {
  path: string;
  message: string;
}

export interface MigrationResult {
  model: FormModel;
  notes: MigrationNote[];
}

const camel = (name: string) => name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function migrateV2(input: FormModel): MigrationResult {
  const notes: MigrationNote[] = [];
  const model: FormModel = structuredClone(input);
  if (typeof model.size === 'string' && SIZES[model.size]) {
    notes.push({ path: 'size', message: `${model.size} → ${SIZES[model.size]}` });
    model.size = SIZES[model.size];
  }
  if (Array.isArray(model.fields)) model.fields = model.fields.map((f, i) => migrateField(f, `fields[${i}]`, notes));
  return { model, notes };
}

function migrateField(field: FieldModel, path: string, notes: MigrationNote[]): FieldModel {
  if (!isObject(field)) return field;
  const config = isObject(field.__config__) ? field.__config__ : undefined;
  if (config) {
    const oldKey = config.jnpfKey;
    if (typeof oldKey === 'string' && V2_KEY_MAP[oldKey]) {
      config.jnpfKey = V2_KEY_MAP[oldKey];
      notes.push({ path: `${path}.__config__.jnpfKey`, message: `${oldKey} → ${config.jnpfKey}` });
    } else if (!oldKey && typeof config.tag === 'string' && V2_TAG_MAP[config.tag]) {
      config.jnpfKey = V2_TAG_MAP[config.tag];
      notes.push({ path: `${path}.__config__.jnpfKey`, message: `tag ${config.tag} → ${config.jnpfKey}` });
    }
    if (typeof config.span === 'string' && config.span.trim() && Number.isFinite(Number(config.span))) {
      config.span = Number(config.span);
    }
  }
  migrateProps(field, path, notes);
  migrateSlot(field, path, notes);
  migrateOptionsProps(field);
  migrateEvents(field);
  if (config?.jnpfKey === 'text' && field.content === undefined && typeof config.defaultValue === 'string') {
    // V2 JNPFText kept its text in defaultValue
    field.content = config.defaultValue;
  }
  if (config?.jnpfKey === 'rate' && field.count === undefined && typeof field.max === 'number') {
    field.count = field.max;
    delete field.max;
  }
  if (config && Array.isArray(config.children)) {
    const isPaneParent = config.jnpfKey === 'tab' || config.jnpfKey === 'collapse';
    config.children = config.children.map((child, i) => {
      const childPath = `${path}.__config__.children[${i}]`;
      if (isPaneParent && isObject(child) && (child.name === undefined || child.name === '')) {
        // V2 panes had no name; the V2 tab's `active` was the pane index
        child.name = String(i);
      }
      return migrateField(child, childPath, notes);
    });
    if (config.jnpfKey === 'tab' && typeof config.active === 'number') config.active = String(config.active);
  }
  return field;
}

function migrateProps(field: FieldModel, path: string, notes: MigrationNote[]) {
  for (const name of Object.keys(field)) {
    if (name.startsWith('__')) continue;
    const renamed = PROP_RENAMES[name] ?? (name.includes('-') ? camel(name) : undefined);
    if (!renamed || renamed === name) continue;
    if (field[renamed] === undefined) field[renamed] = field[name];
    delete field[name];
    notes.push({ path: `${path}.${name}`, message: `${name} → ${renamed}` });
  }
}

function migrateSlot(field: FieldModel, path: string, notes: MigrationNote[]) {
  const slot = field.__slot__;
  if (!isObject(slot)) return;
  const moves: Array<[string, string]> = [
    ['options', 'options'],
    ['prepend', 'addonBefore'],
    ['append', 'addonAfter'],
    ['default', 'content'],
  ];
  for (const [from, to] of moves) {
    if (slot[from] !== undefined && field[to] === undefined) field[to] = slot[from];
  }
  delete field.__slot__;
  notes.push({ path: `${path}.__slot__`, message: '__slot__ → props' });
}

/** V2 kept `props` in __config__ (radio/select) or nested as props.props (cascader/treeSelect). */
function migrateOptionsProps(field: FieldModel) {
  const config = field.__config__;
  if (config && isObject(config.props) && field.props === undefined) {
    field.props = config.props;
    delete config.props;
  }
  if (isObject(field.props) && isObject(field.props.props)) {
    const inner = field.props.props;
    if (typeof inner.multiple === 'boolean' && field.multiple === undefined) field.multiple = inner.multiple;
    const { multiple: _multiple, ...rest } = inner;
    field.props = rest;
  }
}

function migrateEvents(field: FieldModel) {
  if (!isObject(field.on)) return;
  for (const name of Object.keys(field.on)) {
    const renamed = camel(name);
    if (renamed === name) continue;
    if (field.on[renamed] === undefined) field.on[renamed] = field.on[name];
    delete field.on[name];
  }
}
