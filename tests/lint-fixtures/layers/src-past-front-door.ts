// lint as: src/engine/Fixture.ts
// expect: no-restricted-imports front door, renderers/index.ts
import { ScreenRenderer } from '../../renderers/screen/ScreenRenderer';

export const bad = ScreenRenderer;
