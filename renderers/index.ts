/**
 * The engine's front door: the app imports the engine from here only (lint holds it to that). The widget set is
 * not part of it: the app gives the engine a registry (widgets/index.ts) where it mounts it.
 */

// mounting the engine: its widgets, services and screen loader
export {
  EngineProvider,
  useWidgetRegistry,
  useOptionalWidgetRegistry,
  type EngineProviderProps,
} from './EngineProvider';

// form models (the designer's formData)
export {
  FormRenderer,
  FormSubmitError,
  type FieldError,
  type FormRendererHandle,
  type FormRendererProps,
} from './FormRenderer';
export {
  formDataToSchema,
  parseModel,
  validateFormModel,
  UNKNOWN_WIDGET,
  type ConversionResult,
  type FormModel,
  type FormModelIssue,
  type FormModelValidation,
} from './formModel';

// screen schemas
export { ScreenRenderer, type ScreenRendererProps } from './screen/ScreenRenderer';
export { ScreenSchemaLoaderContext, type ScreenSchemaLoader } from './screen/schemaLoader';
export { screenComponentNames } from './screen/screenComponents';
export {
  createScreenValidator,
  formatProblem,
  type ScreenProblem,
  type ScreenValidator,
  type ScreenVocabulary,
} from './screen/validateScreen';
export type { ActionSpec, ScreenSchema } from './screen/types';

// the model pages a host mounts on its routes
export {
  ModelListPage,
  PreviewModelPage,
  parseOriginList,
  isAllowedOrigin,
  PREVIEW_MESSAGE_TYPE,
  type ModelListPageProps,
  type PreviewModelPageProps,
} from './model';

// validation messages follow the app's language
export { installValidationRules, setEngineValidationLanguage } from './rules';

// the core the app implements or drives: services, language, the registry it builds
export {
  EngineServicesContext,
  EngineServicesProvider,
  missingServices,
  useEngineServices,
  type ApiFunction,
  type DataInterfaceListQuery,
  type DataInterfaceParam,
  type EngineServices,
  type EngineUser,
  type OptionItem,
  type PagedRows,
  type ToastType,
} from '../engine-core/services';
export type { PickerServices } from '../engine-core/pickerServices';
export type { AreaSearchHit, AreaServices } from '../engine-core/areaServices';
export type { LocationServices } from '../engine-core/locationServices';
export type { RelationFormServices, RelationListQuery } from '../engine-core/relationFormServices';
export type { SavedSignature, SignServices } from '../engine-core/signServices';
export type {
  UploadedFile,
  UploadParams,
  UploadServices,
  UploadStatus,
  UploadTask,
} from '../engine-core/uploadServices';
export {
  engineLanguage,
  formatMessage,
  setEngineLanguage,
  useEngineLanguage,
  type EngineLanguage,
  type EngineMessage,
} from '../engine-core/i18n';
export { createRegistry, type FormParts, type WidgetRegistry } from '../engine-core/registry';
/** "3分钟前" … the date: the message drawer's and lists' relative time, in the engine's language. */
export { relativeTime } from '../engine-core/format/relativeTime';
export type {
  AnyComponent,
  WidgetCategory,
  WidgetEntry,
  WidgetSample,
  WidgetValueType,
} from '../engine-core/widgetTypes';
