/** Runtime view of the build-time settings (vite.config.ts `define`). */
export interface AppConfig {
  /** Base path every API call is made under, e.g. `/cloud-api2`. */
  apiBase: string;
  /** 16-character key of the login password cipher (AES-128). */
  aesKey: string;
  /** Default request timeout in ms. */
  requestTimeout: number;
  /** Host of the data-visualisation screens (menus of type 6); empty: those menus show a "not configured" page. */
  dataScreenUrl: string;
  /** Where the fixed import templates of three routes live (IMPORT_TEMPLATE_BASE; docs/model-import.md). */
  importTemplateBase: string;
}

/**
 * A mutable copy rather than `__APP_ENV__` itself, so tests (and an embedding host) can point the app at
 * another base or key without a rebuild. Read it at call time, never capture its fields at import time.
 */
export const appConfig: AppConfig = { ...__APP_ENV__ };
