/**
 * What the platform's form designer (3.6.0) writes for a widget dropped from its palette, as facts about the saved
 * JSON (docs/widgets.md, "Seeded models"): every `__config__` key and designer prop in the designer's own order,
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
const SHARED: Record<string, Value> = {
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

const FIELD =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility tableName noShow regList trigger';
const OPTIONS = `${FIELD} dataType dictionaryType propsUrl propsName templateJson`;
const DATED = `jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue defaultCurrent required layout span dragDisabled visibility tableName noShow regList trigger startTimeRule startTimeType startTimeTarget startTimeValue startRelationField endTimeRule endTimeType endTimeTarget endTimeValue endRelationField`;
const PICKER =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue defaultCurrent required layout span dragDisabled visibility tableName noShow regList trigger';
const REMOTE =
  'jnpfKey label tipLabel labelWidth showLabel required tag tagIcon tableAlign tableFixed className defaultValue layout span dragDisabled visibility tableName noShow regList trigger';
const ATTR =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility noShow';
const SYSTEM =
  'jnpfKey label labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue required layout span dragDisabled visibility tableName noShow';
const DISPLAY =
  'jnpfKey label labelWidth showLabel tag tagIcon tableAlign tableFixed className required layout span dragDisabled visibility noShow';
const CODE =
  'jnpfKey label tipLabel labelWidth showLabel tag tagIcon className defaultValue layout span dragDisabled visibility tableName noShow regList';
const LAYOUT =
  'jnpfKey label labelWidth showLabel tag tagIcon className defaultValue required layout span dragDisabled visibility noShow';
const CONTAINER = 'jnpfKey label labelWidth showLabel tag tagIcon className layout span dragDisabled visibility noShow';

const OPTION_LIST = [
  { fullName: '选项一', id: '1' },
  { fullName: '选项二', id: '2' },
];
const TREE_OPTIONS = [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }];
const TREE_PROPS = { value: 'id', label: 'fullName', children: 'children' };
const ORG_PROPS = 'style placeholder selectType ableIds multiple clearable filterable disabled';
const UPLOAD = 'disabled accept fileSize sizeUnit buttonText limit pathType isAccount folder tipText';
const UPLOAD_DEFAULTS = { accept: '', fileSize: 10, sizeUnit: 'MB', buttonText: '点击上传', limit: 9 };
const PATHS = { pathType: 'defaultPath', isAccount: 0, folder: '', tipText: '' };
const POPUP = { interfaceId: '', interfaceName: '', templateJson: [], hasPage: false, pageSize: 20, columnOptions: [] };
const POPUP_WINDOW = { popupTitle: '选择数据', popupWidth: '800px' };

/** Builds an entry: space-separated key lists, values from `values`, else SHARED, else UNSET. */
function entry(configKeys: string, config: Record<string, Value>, on: string, propKeys: string, props = {}) {
  const pick = (keys: string, values: Record<string, Value>): Array<[string, Value]> =>
    keys
      .split(' ')
      .filter(Boolean)
      .map((key) => [key, key in values ? values[key] : key in SHARED ? SHARED[key] : UNSET]);
  return { config: pick(configKeys, config), on: on.split(' ').filter(Boolean), props: pick(propKeys, props) };
}

const icon = (name: string) => `icon-ym icon-ym-${name}`;
const gen = (name: string) => icon(`generator-${name}`);

/** The 3.6.0 palette (basic, advanced, system, layout) plus calculate, which the designer adds inside forms. */
export const PALETTE: Record<string, PaletteEntry> = {
  input: entry(
    FIELD,
    { jnpfKey: 'input', label: '单行输入', tag: 'JnpfInput', tagIcon: gen('input'), trigger: 'blur' },
    'change blur',
    'style placeholder useScan useMask maskConfig clearable addonBefore addonAfter prefixIcon suffixIcon maxlength showCount showPassword readonly disabled',
    {
      placeholder: '请输入',
      useScan: false,
      useMask: false,
      maskConfig: {
        filler: '*',
        maskType: 1,
        prefixType: 1,
        prefixLimit: 0,
        prefixSpecifyChar: '',
        suffixType: 1,
        suffixLimit: 0,
        suffixSpecifyChar: '',
        ignoreChar: '',
        useUnrealMask: false,
        unrealMaskLength: 1,
      },
      addonBefore: '',
      addonAfter: '',
      prefixIcon: '',
      suffixIcon: '',
      maxlength: null,
      showCount: false,
      showPassword: false,
      readonly: false,
    },
  ),
  textarea: entry(
    FIELD,
    { jnpfKey: 'textarea', label: '多行输入', tag: 'JnpfTextarea', tagIcon: gen('textarea'), trigger: 'blur' },
    'change blur',
    'style placeholder autoSize clearable maxlength showCount readonly disabled',
    { placeholder: '请输入', autoSize: { minRows: 4, maxRows: 4 }, maxlength: null, showCount: false, readonly: false },
  ),
  inputNumber: entry(
    FIELD.replace('labelWidth showLabel', 'showLabel labelWidth'),
    {
      jnpfKey: 'inputNumber',
      label: '数字输入',
      tag: 'JnpfInputNumber',
      tagIcon: gen('number'),
      trigger: ['blur', 'change'],
    },
    'change blur',
    'style placeholder min max controls addonBefore addonAfter thousands isAmountChinese step precision disabled',
    {
      placeholder: '请输入',
      controls: false,
      addonBefore: '',
      addonAfter: '',
      thousands: false,
      isAmountChinese: false,
      step: 1,
    },
  ),
  switch: entry(
    FIELD,
    { jnpfKey: 'switch', label: '开关', tag: 'JnpfSwitch', tagIcon: gen('switch'), defaultValue: 0, trigger: 'change' },
    'change',
    'disabled activeTxt inactiveTxt activeValue inactiveValue',
    { activeTxt: '开', inactiveTxt: '关', activeValue: 1, inactiveValue: 0 },
  ),
  radio: entry(
    OPTIONS,
    { jnpfKey: 'radio', label: '单选框组', tag: 'JnpfRadio', tagIcon: gen('radio'), trigger: 'change' },
    'change',
    'style options props direction optionType buttonStyle size disabled',
    {
      options: OPTION_LIST,
      props: { label: 'fullName', value: 'id' },
      direction: 'horizontal',
      optionType: 'default',
      buttonStyle: 'solid',
      size: 'default',
    },
  ),
  checkbox: entry(
    OPTIONS,
    { jnpfKey: 'checkbox', label: '多选框组', tag: 'JnpfCheckbox', tagIcon: gen('checkbox'), defaultValue: [] },
    'change',
    'style options props direction disabled',
    { options: OPTION_LIST, props: { label: 'fullName', value: 'id' }, direction: 'horizontal' },
  ),
  select: entry(
    OPTIONS,
    { jnpfKey: 'select', label: '下拉选择', tag: 'JnpfSelect', tagIcon: gen('select'), defaultValue: '' },
    'change',
    'style options props placeholder clearable disabled filterable multiple',
    { options: OPTION_LIST, props: { label: 'fullName', value: 'id' } },
  ),
  cascader: entry(
    `${FIELD} dataType propsUrl propsName templateJson dictionaryType`,
    { jnpfKey: 'cascader', label: '级联选择', tag: 'JnpfCascader', tagIcon: gen('cascader'), defaultValue: [] },
    'change blur',
    'style options props placeholder disabled clearable filterable multiple',
    {
      options: [{ id: '1', fullName: '选项1', children: [{ id: '2', fullName: '选项1-1' }] }],
      props: { value: 'id', label: 'fullName', children: 'children' },
    },
  ),
  datePicker: entry(
    DATED,
    { jnpfKey: 'datePicker', label: '日期选择', tag: 'JnpfDatePicker', tagIcon: gen('date'), defaultValue: null },
    'change blur',
    'style placeholder format startTime endTime disabled clearable',
    { format: 'yyyy-MM-dd', startTime: null, endTime: null },
  ),
  timePicker: entry(
    DATED,
    { jnpfKey: 'timePicker', label: '时间选择', tag: 'JnpfTimePicker', tagIcon: gen('time'), defaultValue: null },
    'change blur',
    'style placeholder format startTime endTime disabled clearable',
    { format: 'HH:mm:ss', startTime: null, endTime: null },
  ),
  uploadFile: entry(
    FIELD,
    { jnpfKey: 'uploadFile', label: '文件上传', tag: 'JnpfUploadFile', tagIcon: gen('upload'), defaultValue: [] },
    'change',
    UPLOAD,
    { ...UPLOAD_DEFAULTS, ...PATHS },
  ),
  uploadImg: entry(
    FIELD,
    { jnpfKey: 'uploadImg', label: '图片上传', tag: 'JnpfUploadImg', tagIcon: gen('upload'), defaultValue: [] },
    'change',
    UPLOAD.replace(' accept', '').replace(' buttonText', ''),
    { fileSize: 10, sizeUnit: 'MB', limit: 9, ...PATHS },
  ),
  colorPicker: entry(
    FIELD,
    { jnpfKey: 'colorPicker', label: '颜色选择', tag: 'JnpfColorPicker', tagIcon: gen('color'), defaultValue: null },
    '',
    'showAlpha colorFormat disabled',
    { showAlpha: false, colorFormat: '' },
  ),
  rate: entry(
    FIELD,
    { jnpfKey: 'rate', label: '评分', tag: 'JnpfRate', tagIcon: gen('rate'), defaultValue: 0 },
    'change',
    'count allowHalf disabled',
    { count: 5, allowHalf: false },
  ),
  slider: entry(
    FIELD,
    { jnpfKey: 'slider', label: '滑块', tag: 'JnpfSlider', tagIcon: gen('slider'), defaultValue: 0 },
    'change',
    'style disabled min max step',
    { min: 0, max: 100, step: 1 },
  ),
  editor: entry(
    FIELD,
    {
      jnpfKey: 'editor',
      label: '富文本',
      tag: 'JnpfEditor',
      tagIcon: gen('rich-text'),
      defaultValue: null,
      trigger: 'blur',
    },
    '',
    'style placeholder disabled',
    { placeholder: '请输入' },
  ),
  link: entry(
    DISPLAY,
    { jnpfKey: 'link', label: '链接', showLabel: false, tag: 'JnpfLink', tagIcon: gen('link') },
    'click',
    'content href target textStyle',
    { content: '文本链接', href: '', target: '_self', textStyle: { 'text-align': 'left' } },
  ),
  button: entry(
    `${DISPLAY.replace('className required', 'className defaultValue required')} regList trigger`,
    {
      jnpfKey: 'button',
      label: '按钮',
      showLabel: false,
      tag: 'JnpfButton',
      tagIcon: gen('button'),
      defaultValue: null,
      trigger: 'click',
    },
    'click',
    'align buttonText type disabled',
    { align: 'left', buttonText: '按钮', type: '' },
  ),
  text: entry(
    DISPLAY.replace('className required', 'className defaultValue required'),
    { jnpfKey: 'text', label: '文本', showLabel: false, tag: 'JnpfText', tagIcon: gen('textarea') },
    '',
    'textStyle content',
    {
      textStyle: {
        color: '#000000',
        'text-align': 'left',
        'font-weight': 'normal',
        'font-style': 'normal',
        'text-decoration': 'none',
        'line-height': 32,
        'font-size': 12,
      },
      content: '这是一段文字',
    },
  ),
  alert: entry(
    DISPLAY,
    { jnpfKey: 'alert', label: '提示', showLabel: false, tag: 'JnpfAlert', tagIcon: gen('alert') },
    '',
    'title type showIcon closable description closeText',
    { title: '这是一个提示', type: 'success', showIcon: false, closable: true, description: '', closeText: '' },
  ),
  qrcode: entry(
    CODE,
    { jnpfKey: 'qrcode', label: '二维码', tag: 'JnpfQrcode', tagIcon: gen('qrcode'), defaultValue: '' },
    '',
    'colorDark colorLight width dataType staticText relationField',
    { colorDark: '#000', colorLight: '#fff', width: 100, dataType: 'static', staticText: '二维码', relationField: '' },
  ),
  barcode: entry(
    CODE,
    { jnpfKey: 'barcode', label: '条形码', tag: 'JnpfBarcode', tagIcon: gen('barcode'), defaultValue: '' },
    '',
    'format lineColor background width height dataType staticText relationField',
    {
      format: 'code128',
      lineColor: '#000',
      background: '#fff',
      width: 4,
      height: 40,
      dataType: 'static',
      staticText: '10241024',
      relationField: '',
    },
  ),
  organizeSelect: entry(
    PICKER,
    { jnpfKey: 'organizeSelect', label: '组织选择', tag: 'JnpfOrganizeSelect', tagIcon: gen('company') },
    'change',
    ORG_PROPS,
  ),
  depSelect: entry(
    PICKER,
    { jnpfKey: 'depSelect', label: '部门选择', tag: 'JnpfDepSelect', tagIcon: icon('tree-department1') },
    'change',
    ORG_PROPS,
  ),
  posSelect: entry(
    PICKER,
    { jnpfKey: 'posSelect', label: '岗位选择', tag: 'JnpfPosSelect', tagIcon: gen('jobs') },
    'change',
    ORG_PROPS,
  ),
  userSelect: entry(
    PICKER,
    { jnpfKey: 'userSelect', label: '用户选择', tag: 'JnpfUserSelect', tagIcon: gen('user') },
    'change',
    'style placeholder selectType ableIds ableRelationIds relationField multiple clearable disabled',
    { ableRelationIds: [], relationField: '' },
  ),
  roleSelect: entry(
    PICKER,
    { jnpfKey: 'roleSelect', label: '角色选择', tag: 'JnpfRoleSelect', tagIcon: gen('role') },
    'change',
    'style placeholder selectType ableIds multiple clearable disabled',
  ),
  groupSelect: entry(
    PICKER,
    { jnpfKey: 'groupSelect', label: '分组选择', tag: 'JnpfGroupSelect', tagIcon: gen('group1'), defaultValue: '' },
    'change',
    ORG_PROPS,
  ),
  usersSelect: entry(
    PICKER,
    { jnpfKey: 'usersSelect', label: '用户组件', tag: 'JnpfUsersSelect', tagIcon: gen('founder') },
    'change',
    'placeholder selectType ableIds multiple clearable disabled',
  ),
  table: entry(
    'jnpfKey label tipLabel labelWidth showLabel tagIcon tableAlign tableFixed className tag defaultValue layout span dragDisabled visibility noShow showTitle children tableName complexHeaderList',
    {
      jnpfKey: 'table',
      label: '设计子表',
      showLabel: false,
      tagIcon: gen('table'),
      tag: 'JnpfInputTable',
      defaultValue: [],
      layout: 'rowFormItem',
      showTitle: true,
      children: [],
      complexHeaderList: [],
    },
    '',
    'disabled showSummary summaryField defaultValue columnBtnsList footerBtnsList',
    {
      showSummary: false,
      summaryField: [],
      defaultValue: [],
      columnBtnsList: [
        { value: 'copy', label: '复制', show: true, btnType: 'primary', btnIcon: icon('btn-edit') },
        {
          value: 'remove',
          label: '删除',
          show: true,
          btnType: 'danger',
          btnIcon: icon('btn-clearn'),
          showConfirm: true,
        },
      ],
      footerBtnsList: [
        { value: 'add', label: '添加', show: true, btnType: 'primary', btnIcon: icon('btn-add') },
        {
          value: 'batchRemove',
          label: '批量删除',
          show: true,
          btnType: 'danger',
          btnIcon: icon('btn-clearn'),
          showConfirm: true,
        },
      ],
    },
  ),
  treeSelect: entry(
    OPTIONS,
    { jnpfKey: 'treeSelect', label: '下拉树形', tag: 'JnpfTreeSelect', tagIcon: gen('tree'), defaultValue: null },
    'change',
    'style options props placeholder multiple clearable filterable disabled',
    { options: TREE_OPTIONS, props: TREE_PROPS },
  ),
  popupTableSelect: entry(
    REMOTE,
    {
      jnpfKey: 'popupTableSelect',
      label: '下拉表格',
      tag: 'JnpfPopupTableSelect',
      tagIcon: gen('popupTableSelect'),
      defaultValue: '',
    },
    'change',
    'style placeholder interfaceId interfaceName templateJson hasPage pageSize columnOptions propsValue relationField popupType popupTitle popupWidth disabled clearable multiple filterable',
    { ...POPUP, propsValue: 'id', relationField: 'fullName', popupType: 'popover', ...POPUP_WINDOW, filterable: true },
  ),
  autoComplete: entry(
    REMOTE,
    {
      jnpfKey: 'autoComplete',
      label: '下拉补全',
      tag: 'JnpfAutoComplete',
      tagIcon: gen('autoComplete'),
      defaultValue: '',
    },
    'change blur',
    'style placeholder interfaceId interfaceName templateJson total relationField disabled clearable',
    {
      placeholder: '请输入',
      interfaceId: '',
      interfaceName: '',
      templateJson: [],
      total: 10,
      relationField: 'fullName',
    },
  ),
  areaSelect: entry(
    FIELD,
    { jnpfKey: 'areaSelect', label: '省市区域', tag: 'JnpfAreaSelect', tagIcon: gen('Provinces'), defaultValue: [] },
    'change',
    'style placeholder disabled clearable filterable multiple level',
    { level: 2 },
  ),
  relationForm: entry(
    `${FIELD} transferList`,
    { jnpfKey: 'relationForm', label: '关联表单', tag: 'JnpfRelationForm', tagIcon: gen('menu'), defaultValue: '' },
    'change',
    'style placeholder modelId relationField hasPage pageSize columnOptions clearable popupType popupTitle popupWidth filterable disabled',
    {
      modelId: '',
      relationField: '',
      hasPage: false,
      pageSize: 20,
      columnOptions: [],
      popupType: 'dialog',
      ...POPUP_WINDOW,
    },
  ),
  relationFormAttr: entry(
    ATTR,
    {
      jnpfKey: 'relationFormAttr',
      label: '关联表单属性',
      tag: 'JnpfRelationFormAttr',
      tagIcon: gen('nature'),
      defaultValue: '',
    },
    '',
    'style showField relationField isStorage',
    { showField: '', relationField: '', isStorage: 0 },
  ),
  popupSelect: entry(
    `${REMOTE} transferList`,
    { jnpfKey: 'popupSelect', label: '弹窗选择', tag: 'JnpfPopupSelect', tagIcon: gen('popup'), defaultValue: '' },
    'change',
    // relationOptions and a form-model source (dataSource, modelId, modelName): the v5 popup settings
    'style placeholder interfaceId interfaceName templateJson hasPage pageSize columnOptions propsValue relationField popupType popupTitle popupWidth disabled clearable relationOptions dataSource modelId modelName',
    { ...POPUP, propsValue: 'id', relationField: 'fullName', popupType: 'dialog', ...POPUP_WINDOW },
  ),
  popupAttr: entry(
    ATTR,
    { jnpfKey: 'popupAttr', label: '弹窗选择属性', tag: 'JnpfPopupAttr', tagIcon: gen('popup-attr'), defaultValue: '' },
    '',
    'style showField relationField isStorage',
    { showField: '', relationField: '', isStorage: 0 },
  ),
  signature: entry(
    PICKER,
    { jnpfKey: 'signature', label: '电子签章', tag: 'JnpfSignature', tagIcon: icon('signature1'), defaultValue: '' },
    'change',
    'ableIds disabled',
  ),
  sign: entry(
    PICKER,
    { jnpfKey: 'sign', label: '手写签名', tag: 'JnpfSign', tagIcon: icon('signature'), defaultValue: '' },
    'change',
    'disabled',
  ),
  location: entry(
    FIELD,
    { jnpfKey: 'location', label: '定位', tag: 'JnpfLocation', tagIcon: gen('location'), defaultValue: '' },
    'change',
    'autoLocation enableLocationScope adjustmentScope enableDesktopLocation locationScope clearable disabled',
    {
      autoLocation: false,
      enableLocationScope: false,
      adjustmentScope: 500,
      enableDesktopLocation: false,
      locationScope: [],
    },
  ),
  iframe: entry(
    DISPLAY.replace('className required', 'className defaultValue required'),
    {
      jnpfKey: 'iframe',
      label: 'Iframe',
      tag: 'JnpfIframe',
      tagIcon: gen('iframe'),
      defaultValue: null,
      visibility: ['pc'],
    },
    '',
    'href height borderType borderColor borderWidth',
    { href: '', height: 300, borderType: 'solid', borderColor: '#E2E0E0', borderWidth: 1 },
  ),
  createUser: entry(
    SYSTEM,
    { jnpfKey: 'createUser', label: '创建人员', tag: 'JnpfOpenData', tagIcon: gen('founder'), defaultValue: '' },
    '',
    'style type readonly placeholder',
    { type: 'currUser', placeholder: '' },
  ),
  createTime: entry(
    SYSTEM.replace('required layout', 'layout required'),
    { jnpfKey: 'createTime', label: '创建时间', tag: 'JnpfOpenData', tagIcon: gen('createtime'), defaultValue: '' },
    '',
    'style type readonly placeholder',
    { type: 'currTime', placeholder: '' },
  ),
  modifyUser: entry(
    SYSTEM,
    { jnpfKey: 'modifyUser', label: '修改人员', tag: 'JnpfInput', tagIcon: gen('modifier'), defaultValue: '' },
    '',
    'style readonly placeholder',
    { placeholder: '系统自动生成' },
  ),
  modifyTime: entry(
    SYSTEM,
    { jnpfKey: 'modifyTime', label: '修改时间', tag: 'JnpfInput', tagIcon: gen('modifytime'), defaultValue: '' },
    '',
    'style readonly placeholder',
    { placeholder: '系统自动生成' },
  ),
  currOrganize: entry(
    SYSTEM,
    { jnpfKey: 'currOrganize', label: '所属组织', tag: 'JnpfOpenData', tagIcon: gen('company'), defaultValue: '' },
    '',
    'style type readonly showLevel placeholder',
    { type: 'currOrganize', showLevel: 'last', placeholder: '' },
  ),
  currPosition: entry(
    SYSTEM,
    { jnpfKey: 'currPosition', label: '所属岗位', tag: 'JnpfOpenData', tagIcon: gen('station'), defaultValue: '' },
    '',
    'style type readonly placeholder',
    { type: 'currPosition', placeholder: '' },
  ),
  billRule: entry(
    'jnpfKey label tipLabel labelWidth showLabel tag tagIcon tableAlign tableFixed className defaultValue layout required span dragDisabled visibility tableName noShow trigger rule ruleName',
    {
      jnpfKey: 'billRule',
      label: '单据组件',
      tag: 'JnpfInput',
      tagIcon: gen('documents'),
      defaultValue: null,
      trigger: 'change',
      rule: '',
      ruleName: '',
    },
    '',
    'style readonly placeholder',
    { placeholder: '系统自动生成' },
  ),
  groupTitle: entry(
    LAYOUT,
    {
      jnpfKey: 'groupTitle',
      label: '分组标题',
      showLabel: false,
      tag: 'JnpfGroupTitle',
      tagIcon: gen('group'),
      defaultValue: null,
    },
    '',
    'helpMessage content contentPosition',
    { helpMessage: '', content: '分组标题', contentPosition: 'left' },
  ),
  divider: entry(
    LAYOUT,
    {
      jnpfKey: 'divider',
      label: '分割线',
      showLabel: false,
      tag: 'JnpfDivider',
      tagIcon: gen('divider'),
      defaultValue: null,
    },
    '',
    'content contentPosition',
    { content: '我是分割线', contentPosition: 'center' },
  ),
  collapse: entry(
    `${CONTAINER} children active`,
    {
      jnpfKey: 'collapse',
      label: '折叠面板',
      showLabel: false,
      tag: 'ACollapse',
      tagIcon: gen('fold'),
      layout: 'rowFormItem',
      children: [],
      active: ['1'],
    },
    'change',
    'accordion ghost expandIconPosition',
    { accordion: false, ghost: true, expandIconPosition: 'right' },
  ),
  tab: entry(
    `${CONTAINER} children active`,
    {
      jnpfKey: 'tab',
      label: '标签面板',
      showLabel: false,
      tag: 'ATab',
      tagIcon: gen('label'),
      layout: 'rowFormItem',
      children: [],
      active: '1',
    },
    'tabClick',
    'type tabPosition',
    { type: '', tabPosition: 'top' },
  ),
  row: entry(
    CONTAINER,
    { jnpfKey: 'row', label: '栅格容器', showLabel: false, tag: 'ARow', tagIcon: gen('layout'), layout: 'rowFormItem' },
    '',
    'type justify align',
    { type: 'default', justify: 'start', align: 'top' },
  ),
  card: entry(
    'jnpfKey label tipLabel labelWidth showLabel tag tagIcon className defaultValue layout span dragDisabled visibility noShow children',
    {
      jnpfKey: 'card',
      label: '卡片容器',
      showLabel: false,
      tag: 'ACard',
      tagIcon: gen('card'),
      defaultValue: [],
      layout: 'rowFormItem',
      children: [],
    },
    '',
    'header shadow',
    { header: '卡片容器', shadow: 'never' },
  ),
  tableGrid: entry(
    'jnpfKey label labelWidth showLabel tag tagIcon className defaultValue layout span dragDisabled visibility noShow borderType borderColor borderWidth children',
    {
      jnpfKey: 'tableGrid',
      label: '表格容器',
      showLabel: false,
      tag: 'Table',
      tagIcon: gen('tableGrid'),
      defaultValue: [],
      layout: 'rowFormItem',
      borderType: 'solid',
      borderColor: '#E2E0E0',
      borderWidth: 1,
      children: [],
    },
    '',
    '',
  ),
  calculate: entry(
    'jnpfKey label tipLabel labelWidth showLabel required tag tagIcon tableAlign tableFixed className defaultValue layout span dragDisabled visibility tableName noShow regList',
    { jnpfKey: 'calculate', label: '计算公式', tag: 'JnpfCalculate', tagIcon: gen('count'), defaultValue: null },
    '',
    'style expression isStorage thousands isAmountChinese precision',
    { expression: [], isStorage: 0, thousands: false, isAmountChinese: false, precision: 2 },
  ),
  // Not in the 3.6.0 palette: the range widgets of the monorepo UI kit, which a model may name (widgets/dateRange,
  // timeRange, numberRange). Written with the palette's shared field keys, like the single-value pickers.
  dateRange: entry(
    FIELD,
    { jnpfKey: 'dateRange', label: '日期范围', tag: 'JnpfDateRange', tagIcon: gen('date'), defaultValue: [] },
    'change',
    'style placeholder format disabled clearable',
    { placeholder: ['开始日期', '结束日期'], format: 'yyyy-MM-dd' },
  ),
  timeRange: entry(
    FIELD,
    { jnpfKey: 'timeRange', label: '时间范围', tag: 'JnpfTimeRange', tagIcon: gen('time'), defaultValue: [] },
    'change',
    'style placeholder format disabled clearable',
    { placeholder: ['开始时间', '结束时间'], format: 'HH:mm:ss' },
  ),
  numberRange: entry(
    FIELD,
    { jnpfKey: 'numberRange', label: '数字范围', tag: 'JnpfNumberRange', tagIcon: gen('number'), defaultValue: [] },
    'change',
    'style placeholder min max precision disabled',
    { placeholder: ['最小值', '最大值'] },
  ),
};

/**
 * Keys a designer never edits for a widget: its identity and, for the widgets without a 显示标题 switch (layout,
 * display widgets, the child table), whether it shows a label. A fixture may not change them.
 */
export const FIXED_CONFIG_KEYS = ['jnpfKey', 'tag', 'tagIcon', 'layout', 'dragDisabled', 'trigger'];
export const NO_LABEL_SWITCH = new Set([
  'groupTitle',
  'divider',
  'collapse',
  'tab',
  'row',
  'card',
  'table',
  'link',
  'button',
  'text',
  'alert',
  'tableGrid',
]);

/** Display widgets and dyStorageList: no `__vModel__` unless `isStorage`. */
export const NO_VMODEL = new Set([
  'divider',
  'text',
  'link',
  'alert',
  'groupTitle',
  'button',
  'barcode',
  'qrcode',
  'iframe',
  'relationFormAttr',
  'popupAttr',
  'calculate',
]);

/** formConf: every form-level key the designer writes, in order (fields last). */
export const FORM_CONF: Array<[string, Value]> = [
  ['formRef', 'formRef'],
  ['formModel', 'dataForm'],
  ['size', 'default'],
  ['labelPosition', 'right'],
  ['labelWidth', 100],
  ['labelSuffix', ''],
  ['formRules', 'rules'],
  ['popupType', 'general'],
  ['generalWidth', '600px'],
  ['fullScreenWidth', '100%'],
  ['drawerWidth', '600px'],
  ['gutter', 15],
  ['disabled', false],
  ['span', 24],
  ['colon', false],
  ['hasCancelBtn', true],
  ['cancelButtonText', '取消'],
  ['hasConfirmBtn', true],
  ['confirmButtonText', '确定'],
  ['hasConfirmAndAddBtn', true],
  ['hasPrintBtn', false],
  ['printButtonText', '打印'],
  ['primaryKeyPolicy', 1],
  ['concurrencyLock', false],
  ['logicalDelete', false],
  ['printId', ''],
  ['formStyle', ''],
  ['classNames', []],
  ['className', []],
  ['classJson', ''],
  ['funcs', {}],
  ['idGlobal', 100],
  ['fields', []],
];
