// the pure option helpers live in the engine core (the model list pages read labels with them too)
export * from '../../../engine-core/options';
export { useFieldOptions } from './useFieldOptions';
export { resolveRelationPath } from './relationPath';
export { OptionsPreview, type OptionsPreviewProps } from './OptionsPreview';
