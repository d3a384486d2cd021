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
export { optionText, asList, LIST_SEPARATOR, PATH_SEPARATOR, type OptionValueShape } from './optionText';
export type {
  FieldOption,
  FieldOptionsSource,
  FieldOptionsState,
  OptionDataType,
  OptionKeyNames,
  OptionValue,
  TemplateJsonItem,
} from './types';
