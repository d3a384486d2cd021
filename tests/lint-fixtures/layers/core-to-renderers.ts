// lint as: engine-core/Fixture.ts
// expect: no-restricted-imports never import renderers/
import { FormRenderer } from '../renderers';

export const bad = FormRenderer;
