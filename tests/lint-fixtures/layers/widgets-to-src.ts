// lint as: widgets/input/Fixture.ts
// expect: no-restricted-imports never imports the app
import { createEngineServices } from '../../src/engine/services';

export const bad = createEngineServices;
