// lint as: engine-core/Fixture.ts
// expect: no-restricted-imports never imports the app
import { http } from '../src/api/http';

export const bad = http;
