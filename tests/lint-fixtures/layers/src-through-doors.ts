// lint as: src/engine/Fixture.ts
// expect: nothing
import { ScreenRenderer } from '../../renderers';
import { defaultRegistry } from '../../widgets';

export const good = [ScreenRenderer, defaultRegistry];
