/**
 * The engine core: what widgets/ and renderers/ both need (words and language, the services the app implements,
 * format helpers, the script-event context, widget entry and registry types, the grid mount tracker, option
 * helpers). It imports only libraries, so widgets → core ← renderers never closes a loop.
 */
export * from './i18n';
export * from './services';
export * from './pickerServices';
export * from './areaServices';
export * from './locationServices';
export * from './relationFormServices';
export * from './uploadServices';
export * from './signServices';
export * from './screenDialogs';
export * from './format';
export * from './scriptContext';
export * from './widgetTypes';
export * from './registry';
export * from './gridMount';
export * from './options';
