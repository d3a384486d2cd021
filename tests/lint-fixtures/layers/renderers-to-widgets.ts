// lint as: renderers/form/Fixture.ts
// expect: no-restricted-imports it never imports them
import { GridLayout } from '../../widgets/shared/containers';

export const bad = GridLayout;
