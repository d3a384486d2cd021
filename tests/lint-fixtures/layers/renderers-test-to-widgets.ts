// lint as: renderers/model/Fixture.test.ts
// expect: nothing
import { defaultRegistry } from '../../widgets';

export const good = defaultRegistry;
