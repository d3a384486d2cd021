/** Build-time configuration injected by vite.config.ts from the environment and .env. */
declare const __APP_ENV__: {
  apiBase: string;
  aesKey: string;
  requestTimeout: number;
  dataScreenUrl: string;
  importTemplateBase: string;
};
