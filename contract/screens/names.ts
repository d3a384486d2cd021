/**
 * The names the screen meta-check accepts besides components and APIs, kept here without React so the server runs
 * the same check: renderers/screen/actions (the handlers) and renderers/screen/components/icons.tsx (the icons)
 * use exactly these names (renderers/screen/screenNames.test.ts).
 */
export const screenActionNames = [
  'api',
  'openDialog',
  'closeDialog',
  'confirm',
  'refresh',
  'download',
  'toast',
] as const;

export const screenIconNames = ['plus', 'reload', 'download', 'upload', 'delete', 'edit', 'search', 'setting'] as const;
