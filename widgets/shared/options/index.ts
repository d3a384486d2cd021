export { useFieldOptions } from './useFieldOptions';
export {
  DEFAULT_OPTION_KEYS,
  optionKeyNames,
  toFieldOptions,
  extractRows,
  findOption,
  labelOf,
  pathLabels,
  sameValue,
} from './normalize';
export { buildParamList, relationFieldsOf, type ParamContext } from './paramList';
export { resolveRelationPath } from './relationPath';
export type {
  FieldOption,
  FieldOptionsSource,
  FieldOptionsState,
  OptionDataType,
  OptionKeyNames,
  OptionValue,
  TemplateJsonItem,
} from './types';
export {
  OptionsPreview,
  optionText,
  LIST_SEPARATOR,
  PATH_SEPARATOR,
  type OptionValueShape,
  type OptionsPreviewProps,
} from './OptionsPreview';
