/**
 * The route schemas of contract/ (docs/contract.md, "One source for a body"): TypeBox objects the server validates
 * with. Kept out of contract/index.ts so the front end, which needs only their types, never bundles TypeBox.
 */
export * from './file';
export * from './messageTemplate';
export * from './organize';
export * from './print';
export * from './report';
export * from './modelImport';
export * from './messaging';
export * from './notice';
