// lint as: src/engine/Fixture.ts
// expect: no-restricted-imports the engine core from renderers/index.ts
import type { EngineServices } from '../../engine-core/services';

export type Bad = EngineServices;
