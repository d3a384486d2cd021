/**
 * The engine's front door: the app imports the engine from here only (lint holds it to that). The widget set is
 * not part of it: the app gives the engine a registry (widgets/index.ts) where it mounts it.
 */

// the core the app implements or drives: services, language
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
export {
  engineLanguage,
  formatMessage,
  setEngineLanguage,
  useEngineLanguage,
  type EngineLanguage,
  type EngineMessage,
} from '../engine-core/i18n';
