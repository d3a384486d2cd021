/**
 * The building blocks of the designer palette (designerPalette.ts). What the platform's form designer (3.6.0)
 * writes for a widget dropped from its palette, as facts about the saved JSON (docs/widgets.md, "Seeded models"): every `__config__` key and designer prop in the designer's own order,
 * with its default. A key whose default is unset (`labelWidth`, an input's `defaultValue`, a number's `min`) is
 * only written once the designer sets it; it keeps its place in the order. On drop the designer appends `formId`
 * and `renderKey` to `__config__` (containers also `componentName`, a row its `children`), `isSubTable` and
 * `parentVModel` to a child-table column, and `__vModel__` after the props.
 *
 * The test tests/unit/fixtureModels.test.ts holds every seeded model to this; the generator
 * (tests/unit/designerModel.ts) rewrites a model in this shape.
 */

/** a key the designer only writes once it is set (its default is `undefined` in the palette) */
export const UNSET = Symbol('unset');
type Value = unknown;

export interface PaletteEntry {
  /** `__config__` keys in order, with their defaults */
  config: Array<[string, Value]>;
  /** the script events of `on`, in order ([] for none: no `on` key) */
  on: string[];
  /** the props after `__config__`/`on`, in order, with their defaults */
  props: Array<[string, Value]>;
}

/** the template the designer writes into every script event */
export const SCRIPT_TEMPLATE =
  '({ data, rowIndex, formData, setFormData, setShowOrHide, setRequired, setDisabled, onlineUtils }) => {\n    // 在此编写代码\n    \n}';

/** defaults shared by most widgets, used when an entry's key list names a key without giving a value */
export const SHARED: Record<string, Value> = {
  tipLabel: '',
  labelWidth: UNSET,
  showLabel: true,
  tableAlign: 'left',
  tableFixed: 'none',
  className: [],
  required: false,
  layout: 'colFormItem',
  span: 24,
  dragDisabled: false,
  visibility: ['pc', 'app'],
  tableName: '',
  noShow: false,
  regList: [],
  trigger: 'change',
  dataType: 'static',
  dictionaryType: '',
  propsUrl: '',
  propsName: '',
  templateJson: [],
  defaultCurrent: false,
  startTimeRule: false,
  startTimeType: 1,
  startTimeTarget: 1,
  startTimeValue: null,
  startRelationField: '',
  endTimeRule: false,
  endTimeType: 1,
  endTimeTarget: 1,
  endTimeValue: null,
  endRelationField: '',
  transferList: [],
  // props
  style: { width: '100%' },
  placeholder: '请选择',
  clearable: true,
  disabled: false,
  filterable: false,
  multiple: false,
  selectType: 'all',
  ableIds: [],
  readonly: true,
};

export const FIELD =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility tableName noShow regList trigger';
export const OPTIONS = `${FIELD} dataType dictionaryType propsUrl propsName templateJson`;
export const DATED = `jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue defaultCurrent required layout span dragDisabled visibility tableName noShow regList trigger startTimeRule startTimeType startTimeTarget startTimeValue startRelationField endTimeRule endTimeType endTimeTarget endTimeValue endRelationField`;
export const PICKER =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue defaultCurrent required layout span dragDisabled visibility tableName noShow regList trigger';
export const REMOTE =
  'jnpfKey label tipLabel labelWidth showLabel required tag tagIcon tableAlign tableFixed className defaultValue layout span dragDisabled visibility tableName noShow regList trigger';
export const ATTR =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility noShow';
export const SYSTEM =
  'jnpfKey label labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility tableName noShow';
export const DISPLAY =
  'jnpfKey label labelWidth showLabel tag tagIcon tableAlign tableFixed className required layout span dragDisabled visibility noShow';
export const CODE =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon className defaultValue layout span dragDisabled visibility tableName noShow regList';
export const LAYOUT =
  'jnpfKey label labelWidth showLabel tag tagIcon className defaultValue required layout span dragDisabled visibility noShow';
export const CONTAINER =
  'jnpfKey label labelWidth showLabel tag tagIcon className layout span dragDisabled visibility noShow';

export const OPTION_LIST = [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];
export const TREE_OPTIONS = [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }];
export const TREE_PROPS = { value: 'id', label: 'fullName', children: 'children' };
export const ORG_PROPS = 'style placeholder selectType ableIds multiple clearable filterable disabled';
export const UPLOAD = 'disabled accept fileSize sizeUnit buttonText limit pathType isAccount folder tipText';
export const UPLOAD_DEFAULTS = { accept: '', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 9 };
export const PATHS = { pathType: 'defaultPath', isAccount: 0, folder: '', tipText: '' };
export const POPUP = {
  interfaceId: '',
  interfaceName: '',
  templateJson: [],
  hasPage: false,
  pageSize: 20,
  columnOptions: [],
};
export const POPUP_WINDOW = { popupTitle: '选择数据', popupWidth: '800px' };

/** Builds an entry: space-separated key lists, values from `values`, else SHARED, else UNSET. */
export function entry(configKeys: string, config: Record<string, Value>, on: string, propKeys: string, props = {}) {
  const pick = (keys: string, values: Record<string, Value>): Array<[string, Value]> =>
    keys
      .split(' ')
      .filter(Boolean)
      .map((key) => [key, key in values ? values[key] : key in SHARED ? SHARED[key] : UNSET]);
  return { config: pick(configKeys, config), on: on.split(' ').filter(Boolean), props: pick(propKeys, props) };
}

export const icon = (name: string) => `icon-ym icon-ym-${name}`;
export const gen = (name: string) => icon(`generator-${name}`);
