// lint as: src/pages/Fixture.ts
// expect: no-restricted-imports from widgets/index.ts
import textarea from '../../widgets/textarea';

export const bad = textarea;
