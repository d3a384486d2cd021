import type { ISchema } from '@formily/react';
import type { EngineLanguage } from '../../engine-core/i18n';
import type { ScriptEventName } from '../../engine-core/scriptContext';
import type { WidgetRegistry } from '../../engine-core/registry';

/**
 * The designer's formData (docs/widgets.md) as the adapter reads it. Everything is optional and loosely
 * typed on purpose: models come from JSON files, old versions and hand edits; the adapter tolerates what it
 * can and reports the rest as issues.
 */
export interface FieldConfigModel {
  jnpfKey?: string;
  label?: string;
  tipLabel?: string;
  labelWidth?: number | string;
  showLabel?: boolean;
  defaultValue?: unknown;
  required?: boolean;
  layout?: string;
  span?: number | string;
  noShow?: boolean;
  visibility?: string[];
  regList?: Array<{ pattern?: unknown; message?: string }>;
  trigger?: string | string[];
  formId?: number | string;
  children?: FieldModel[];
  tag?: string;
  [key: string]: unknown;
}

export interface FieldModel {
  __config__?: FieldConfigModel;
  __vModel__?: string;
  __slot__?: Record<string, unknown>;
  on?: Record<string, unknown>;
  [prop: string]: unknown;
}

export interface FormFuncs {
  onLoad?: string;
  beforeSubmit?: string;
  afterSubmit?: string;
}

/** formData: the form-level keys (formConf) plus `fields`. */
export interface FormModel {
  fields?: FieldModel[];
  funcs?: FormFuncs;
  [key: string]: unknown;
}

export type PopupType = 'general' | 'fullScreen' | 'drawer';
export type LabelPosition = 'left' | 'right' | 'top';
export type FormSize = 'small' | 'default' | 'large';

export interface FormButtons {
  hasCancelBtn: boolean;
  cancelButtonText: string;
  hasConfirmBtn: boolean;
  confirmButtonText: string;
  hasConfirmAndAddBtn: boolean;
  confirmAndAddButtonText: string;
  hasPrintBtn: boolean;
  printButtonText: string;
  /** print template id(s) */
  printId: string | string[];
  hasCopyBtn: boolean;
  copyButtonText: string;
}

/** formConf with the V3 defaults applied (docs/widgets.md). */
export interface FormConf {
  labelWidth: number;
  labelPosition: LabelPosition;
  labelSuffix: string;
  size: FormSize;
  colon: boolean;
  gutter: number;
  /** default span of a field that names none */
  span: number;
  disabled: boolean;
  popupType: PopupType;
  generalWidth: string;
  fullScreenWidth: string;
  drawerWidth: string;
  /** the width that applies to `popupType` */
  popupWidth: string;
  buttons: FormButtons;
  funcs: FormFuncs;
  formStyle: string;
  className: string[];
  primaryKeyPolicy: number;
  concurrencyLock: boolean;
  logicalDelete: boolean;
}

export type FieldScripts = Partial<Record<ScriptEventName, string>>;

/** One field of the model, flat, as the runtime and the submit normaliser need it. */
export interface FieldInfo {
  /** property name in the schema (the __vModel__, or a formId-based key for display widgets) */
  key: string;
  vModel?: string;
  /** the effective jnpfKey (after V2 migration); the model's own key for unknown widgets */
  jnpfKey: string;
  label: string;
  /** data path in form values ('age'; child-table columns: 'items.price') */
  path: string;
  /** schema address through the layout containers ('__grid.row_101.age') */
  address: string;
  defaultValue: unknown;
  emptyValue: unknown;
  /** display widget or container: no value */
  isVoid: boolean;
  /** submitted with the record (false for display widgets and calculate/popupAttr/relationFormAttr without isStorage) */
  stored: boolean;
  required: boolean;
  /** the message a required rule of this field shows (also when a script makes it required later) */
  requiredMessage: string;
  /** array-valued (checkbox, multiple select…): cleared to [] */
  multiple: boolean;
  on: FieldScripts;
  /** the designer props as they reach the component */
  props: Record<string, unknown>;
  /** the field's __config__ (without children/regList) */
  config: Record<string, unknown>;
  /** the child table this column belongs to */
  tableKey?: string;
  unknown?: boolean;
  unavailable?: boolean;
}

export type IssueSeverity = 'error' | 'warning';

export type IssueCode =
  | 'notJson'
  | 'notObject'
  | 'fieldsNotArray'
  | 'fieldNotObject'
  | 'configMissing'
  | 'jnpfKeyMissing'
  | 'jnpfKeyUnknown'
  | 'vModelDuplicate'
  | 'vModelInvalid'
  | 'childrenNotArray'
  | 'regListNotArray'
  | 'patternInvalid'
  | 'spanInvalid'
  | 'scriptInvalid'
  | 'relationFieldMissing'
  | 'popupTypeInvalid';

/** A located problem of a model: `fields[2].__config__.jnpfKey "年龄": missing`. */
export interface FormModelIssue {
  code: IssueCode;
  severity: IssueSeverity;
  /** JSON path into the document (`fields[2].__config__.children[0]`); '' for the document itself */
  path: string;
  /** the field's label, when it has one */
  label?: string;
  /** the message alone, in the language asked for */
  message: string;
  /** path, label and message in one line, for display */
  text: string;
}

export type Diagnostic = FormModelIssue;

export interface ConvertOptions {
  registry: WidgetRegistry;
  /** language of the generated messages (required, regList fallback, issues); the engine's current one by default */
  language?: EngineLanguage;
  /** apply migrateV2 first (default true; it is idempotent on V3 models) */
  migrate?: boolean;
}

export interface ConversionResult {
  schema: ISchema;
  formConf: FormConf;
  fields: FieldInfo[];
  diagnostics: Diagnostic[];
}
