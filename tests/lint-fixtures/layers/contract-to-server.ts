// lint as: contract/Fixture.ts
// expect: no-restricted-imports contract/ imports nothing outside contract/
import { ok } from '../server/lib/envelope';

export const bad = ok;
