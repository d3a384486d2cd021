export * from './envelope';
export * from './oauth';
