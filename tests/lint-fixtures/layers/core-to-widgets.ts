// lint as: engine-core/options/Fixture.ts
// expect: no-restricted-imports it never imports them
import { defaultRegistry } from '../../widgets';

export const bad = defaultRegistry;
