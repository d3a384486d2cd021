/** The option settings the adapter passes to option widgets in `x-component-props` (docs/widgets.md, "Choices"). */

export type OptionDataType = 'static' | 'dictionary' | 'dynamic';

/** Which keys of a source row hold the value, the label and the children (`props` of the designer). */
export interface OptionKeyNames {
  value: string;
  label: string;
  children: string;
}

/** One data-interface parameter of the designer (templateJson). */
export interface TemplateJsonItem {
  field: string;
  defaultValue?: unknown;
  /** sourceType 1: the form field whose value is sent; sourceType 4: the system variable (@formId, @userId…) */
  relationField?: string;
  /** 1 form field, 2 custom value (defaultValue), 3 empty, 4 system variable */
  sourceType?: number | string;
  [key: string]: unknown;
}

export interface FieldOptionsSource {
  dataType?: OptionDataType | string;
  /** static options, rows keyed by `props` */
  options?: unknown;
  /** dictionary type id or code (`__config__.dictionaryType`) */
  dictionaryType?: string;
  /** data interface id */
  propsUrl?: string;
  templateJson?: TemplateJsonItem[] | null;
  props?: Partial<OptionKeyNames> | null;
}

/** antd's option values; a boolean id in a source row becomes its text ('true') */
export type OptionValue = string | number;

/** An option as the widgets use it, whatever its source; `raw` is the source row (tree select reads flags from it). */
export interface FieldOption {
  value: OptionValue;
  label: string;
  disabled?: boolean;
  children?: FieldOption[];
  raw: Record<string, unknown>;
}

export interface FieldOptionsState {
  options: FieldOption[];
  loading: boolean;
  /** the last load failure (options are then empty) */
  error?: unknown;
}
