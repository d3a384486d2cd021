/**
 * The wire contract lives in the top-level contract/ folder, shared with the server (docs/architecture.md);
 * the front end's own modules keep importing it from here.
 */
export * from '../../contract';
