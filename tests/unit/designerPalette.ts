/**
 * The designer palette as facts about the saved JSON (docs/widgets.md, "Seeded models"); see designerPaletteKit.ts
 * for how an entry reads. The test tests/unit/fixtureModels.test.ts holds every seeded model to this; the generator
 * (tests/unit/designerModel.ts) rewrites a model in this shape.
 */
import type { PaletteEntry } from './designerPaletteKit';
import { BASIC_PALETTE } from './designerPaletteBasic';
import { PICKER_PALETTE } from './designerPalettePickers';
import { SYSTEM_LAYOUT_PALETTE } from './designerPaletteSystem';

export { UNSET, SCRIPT_TEMPLATE, type PaletteEntry } from './designerPaletteKit';

type Value = unknown;

/** The 3.6.0 palette (basic, advanced, system, layout) plus calculate, which the designer adds inside forms. */
export const PALETTE: Record<string, PaletteEntry> = { ...BASIC_PALETTE, ...PICKER_PALETTE, ...SYSTEM_LAYOUT_PALETTE };

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
