// lint as: renderers/model/Fixture.ts
// expect: no-restricted-imports never imports the app
import { useAuth } from '../../src/permission';

export const bad = useAuth;
