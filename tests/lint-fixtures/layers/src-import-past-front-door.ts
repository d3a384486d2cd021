// lint as: src/i18n/Fixture.ts
// expect: no-restricted-syntax front door, renderers/index.ts
export const bad = () => import('../../renderers/rules');
